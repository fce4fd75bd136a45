import type { CallStatus } from '@portal/contracts';
import type { Db } from '../db/database.ts';
import { DEMO_FAMILY_ID, DEMO_RESIDENT_ID, WILLOW_CREEK_ID } from '../db/seedData/demoAccounts.ts';
import { recordStatus } from './callRepository.ts';
import { newCallId } from './callRooms.ts';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

interface DemoCall {
  callerId: string;
  calleeId: string;
  isVoice: boolean;
  daysAgo: number;
  /** Each later status, who moved it (null: the server) and how many minutes after the start. */
  moves: { status: CallStatus; by: string | null; after: number }[];
}

const DEMO_CALLS: DemoCall[] = [
  {
    callerId: DEMO_FAMILY_ID,
    calleeId: DEMO_RESIDENT_ID,
    isVoice: false,
    daysAgo: 1,
    moves: [
      { status: 'answered', by: DEMO_RESIDENT_ID, after: 0.2 },
      { status: 'hungup', by: DEMO_FAMILY_ID, after: 14 },
    ],
  },
  {
    callerId: DEMO_RESIDENT_ID,
    calleeId: DEMO_FAMILY_ID,
    isVoice: true,
    daysAgo: 3,
    moves: [{ status: 'failed', by: null, after: 0.5 }],
  },
];

/** A short call history between the demo resident and her daughter, both calls ended. */
export async function seedCalls(db: Db): Promise<void> {
  for (const call of DEMO_CALLS) {
    const id = newCallId();
    const startedAt = new Date(Date.now() - call.daysAgo * DAY_MS);
    const at = (minutes: number) => new Date(startedAt.getTime() + minutes * MINUTE_MS);
    const answered = call.moves.find((move) => move.status === 'answered');
    const last = call.moves[call.moves.length - 1];
    await db.query(
      `INSERT INTO call_sessions (id, community_id, caller_id, callee_id, is_voice, status,
                                  created_at, updated_at, answered_at, ended_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $8)`,
      [
        id,
        WILLOW_CREEK_ID,
        call.callerId,
        call.calleeId,
        call.isVoice,
        last.status,
        startedAt,
        at(last.after),
        answered ? at(answered.after) : null,
      ],
    );
    await recordStatus(db, id, 'started', call.callerId, startedAt);
    for (const move of call.moves) await recordStatus(db, id, move.status, move.by, at(move.after));
  }
}
