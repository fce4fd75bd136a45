import {
  type CallDetails,
  type CallParty,
  type CallProvider,
  type CallSignal,
  type CallStatus,
  isCallOver,
} from '@portal/contracts';
import { USER_NAME } from '../chat/chatRepository.ts';
import type { Db } from '../db/database.ts';
import type { RoomsFor } from './callRooms.ts';

/** A call session as stored. */
export interface CallRow {
  id: string;
  community_id: string;
  caller_id: string;
  callee_id: string;
  is_voice: boolean;
  status: CallStatus;
  provider: CallProvider;
  created_at: Date | string;
}

const CALL_COLUMNS =
  'id, community_id, caller_id, callee_id, is_voice, status, provider, created_at';

export async function readCall(db: Db, sessionId: string): Promise<CallRow | null> {
  const [row] = await db.query<CallRow>(`SELECT ${CALL_COLUMNS} FROM call_sessions WHERE id = $1`, [
    sessionId,
  ]);
  return row ?? null;
}

/** The call, for one of its two people only: nobody else learns that it exists. */
export async function readCallOf(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<CallRow | null> {
  const call = await readCall(db, sessionId);
  return call && (call.caller_id === userId || call.callee_id === userId) ? call : null;
}

export function otherPerson(call: CallRow, userId: string): string {
  return call.caller_id === userId ? call.callee_id : call.caller_id;
}

/** Stores a new `started` call in its room (`id`, the room's session id) and its first status. */
export async function insertCall(
  db: Db,
  call: {
    id: string;
    provider: CallProvider;
    communityId: string;
    callerId: string;
    calleeId: string;
    isVoice: boolean;
  },
): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO call_sessions
         (id, community_id, caller_id, callee_id, is_voice, status, provider, created_at,
          updated_at)
       VALUES ($1, $2, $3, $4, $5, 'started', $6, $7, $7)`,
      [call.id, call.communityId, call.callerId, call.calleeId, call.isVoice, call.provider, now],
    );
    await recordStatus(tx, call.id, 'started', call.callerId, now);
  });
}

export async function recordStatus(
  db: Db,
  sessionId: string,
  status: CallStatus,
  byUserId: string | null,
  at: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO call_status_history (session_id, status, by_user_id, at) VALUES ($1, $2, $3, $4)',
    [sessionId, status, byUserId, at],
  );
}

/**
 * Moves the call from the status it had to `to`, if nobody moved it meanwhile; an ended call
 * drops the messages still waiting for either person. Inside the caller's transaction.
 */
export async function updateStatus(
  tx: Db,
  call: CallRow,
  to: CallStatus,
  byUserId: string | null,
  now: Date,
): Promise<boolean> {
  const moved = await tx.query(
    `UPDATE call_sessions
        SET status = $3::text, updated_at = $4::timestamptz,
            answered_at = CASE WHEN $3::text = 'answered' THEN $4::timestamptz ELSE answered_at END,
            ended_at = CASE WHEN $3::text IN ('started', 'answered') THEN ended_at
                            ELSE $4::timestamptz END
      WHERE id = $1 AND status = $2
      RETURNING id`,
    [call.id, call.status, to, now],
  );
  if (moved.length === 0) return false;
  await recordStatus(tx, call.id, to, byUserId, now);
  if (isCallOver(to)) {
    await tx.query('DELETE FROM call_signals WHERE session_id = $1', [call.id]);
  }
  return true;
}

/** The call's status as it is now, locking it against a move until the transaction ends. */
export async function lockedStatus(tx: Db, sessionId: string): Promise<CallStatus | null> {
  const [row] = await tx.query<{ status: CallStatus }>(
    'SELECT status FROM call_sessions WHERE id = $1 FOR SHARE',
    [sessionId],
  );
  return row?.status ?? null;
}

export async function insertSignal(
  tx: Db,
  sessionId: string,
  toUserId: string,
  signal: CallSignal,
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO call_signals (session_id, to_user_id, payload, created_at)
     VALUES ($1, $2, $3, $4) RETURNING id::text AS id`,
    [sessionId, toUserId, JSON.stringify(signal), new Date()],
  );
  return row.id;
}

function asJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** What the push channel and the routes read about calls: a call as one person sees it. */
export class CallReader {
  constructor(
    private readonly db: Db,
    private readonly roomsFor: RoomsFor,
  ) {}

  /** The call as `viewerId` sees it, with their own pass to its room. */
  async details(call: CallRow, viewerId: string): Promise<CallDetails> {
    const rooms = this.roomsFor(call.provider);
    const people = await this.db.query<CallParty>(
      `SELECT u.id, ${USER_NAME} AS name, u.thumbnail AS image FROM users u WHERE u.id = ANY ($1)`,
      [[call.caller_id, call.callee_id]],
    );
    const party = (id: string): CallParty =>
      people.find((person) => person.id === id) ?? { id, name: '', image: null };
    return {
      apiKey: rooms.apiKey,
      sessionId: call.id,
      token: await rooms.token(call.id, viewerId),
      callStatus: call.status,
      isVoiceCall: call.is_voice,
      from: party(call.caller_id),
      to: party(call.callee_id),
      // One network: the host candidates of the two browsers are enough.
      iceServers: [],
    };
  }

  /** A ringing call as its callee sees it; null once it has stopped ringing. */
  async ringing(sessionId: string): Promise<CallDetails | null> {
    const call = await readCall(this.db, sessionId);
    if (call?.status !== 'started') return null;
    return this.details(call, call.callee_id);
  }

  /** A message of the call still waiting for its person (none once the call has ended). */
  async signal(signalId: string): Promise<CallSignal | null> {
    const [row] = await this.db.query<{ payload: CallSignal | string }>(
      'SELECT payload FROM call_signals WHERE id = $1',
      [signalId],
    );
    return row ? asJson(row.payload) : null;
  }
}
