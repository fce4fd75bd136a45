import { createHmac, randomBytes } from 'node:crypto';
import { type CallDetails, strings } from '@portal/contracts';
import type { Db } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed.ts';
import {
  DEMO_FAMILY_ID,
  DEMO_RESIDENT_ID,
  MAPLE_GROVE_ID,
  WILLOW_CREEK_ID,
} from '../db/seedData/demoAccounts.ts';
import { temporaryFileStore } from '../testing/testApp.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { CallRefusal } from './callRefusal.ts';
import { CallReader, readCall } from './callRepository.ts';
import { CALLS_UNAVAILABLE, type CallRooms, roomsFrom, WebRtcRooms } from './callRooms.ts';
import { CallService, NOTIFY_API_KEY_PROBLEM, SIGNAL_NOT_USED } from './callService.ts';
import { type OpenTokClient, OpenTokRooms } from './openTokRooms.ts';
import { type DeviceNotice, PushHub } from './pushRealtime.ts';

const API_KEY = '47000001';
const API_SECRET = 'an-opentok-project-secret-0123456789abcd';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

let made = 0;

/**
 * OpenTok's client, offline: numbered sessions, and tokens signed as the SDK signs them (HS256
 * with the project's secret; the rooms' test checks the SDK's own).
 */
function fakeOpenTok(failing = false) {
  const sessions: string[] = [];
  const client: OpenTokClient = {
    createSession: ((_options, callback) => {
      if (failing) {
        callback(new Error('Failed to createSession. 500'));
        return;
      }
      made += 1;
      const sessionId = `2_MX4${API_KEY}fake-session-${made}`;
      sessions.push(sessionId);
      callback(null, { sessionId });
    }) as OpenTokClient['createSession'],
    generateToken: (sessionId, options) => {
      const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({
        iss: API_KEY,
        session_id: sessionId,
        role: options?.role,
        connection_data: options?.data,
        scope: 'session.connect',
      })}`;
      return `${body}.${createHmac('sha256', API_SECRET).update(body).digest('base64url')}`;
    },
  };
  return { client, sessions };
}

let db: Db;

beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  await seedIfEmpty(db, temporaryFileStore().store);
  await db.query(
    `UPDATE communities SET settings = settings || '{"callProvider": "opentok"}' WHERE id = $1`,
    [WILLOW_CREEK_ID],
  );
}, 120_000);

afterAll(async () => {
  await db.close();
});

/** The service on the test database, with the rooms given and a record of what devices hear. */
function serviceWith(rooms: CallRooms[]) {
  const roomsFor = roomsFrom([new WebRtcRooms(new Uint8Array(randomBytes(32))), ...rooms]);
  const reader = new CallReader(db, roomsFor);
  const errors: unknown[] = [];
  const devices: DeviceNotice[] = [];
  const hub = new PushHub(db, reader, (error) => errors.push(error));
  const service = new CallService(
    db,
    hub,
    reader,
    roomsFor,
    30_000,
    (error) => errors.push(error),
    {
      send: async (notice) => {
        devices.push(notice);
      },
    },
  );
  return { service, errors, devices };
}

const callBody = (communityId = WILLOW_CREEK_ID) => ({
  communityId,
  caller: DEMO_RESIDENT_ID,
  username: 'Ellie',
  isVoiceCall: true,
  to: DEMO_FAMILY_ID,
});

function claimsOf(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
    session_id: string;
    connection_data: string;
    role: string;
  };
}

async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  return error instanceof CallRefusal ? [error.statusCode, error.message] : error;
}

describe('calls in a community configured for OpenTok', () => {
  it("opens an OpenTok session with the caller's token, and hands each person their own", async () => {
    const openTok = fakeOpenTok();
    const { service } = serviceWith([new OpenTokRooms(API_KEY, API_SECRET, openTok.client)]);
    const session = await service.start(DEMO_RESIDENT_ID, callBody());
    expect(session).toEqual({
      apiKey: API_KEY,
      sessionId: openTok.sessions[0],
      token: expect.any(String),
    });
    expect(claimsOf(session.token)).toMatchObject({
      session_id: session.sessionId,
      connection_data: DEMO_RESIDENT_ID,
      role: 'publisher',
    });
    expect(await readCall(db, session.sessionId)).toMatchObject({
      provider: 'opentok',
      status: 'started',
    });

    const theirs: CallDetails = await service.view(DEMO_FAMILY_ID, session.sessionId);
    expect(theirs).toMatchObject({ apiKey: API_KEY, sessionId: session.sessionId });
    expect(claimsOf(theirs.token).connection_data).toBe(DEMO_FAMILY_ID);
  });

  it('rings and answers with the OpenTok tokens, and refuses WebRTC messages', async () => {
    const openTok = fakeOpenTok();
    const { service, devices } = serviceWith([
      new OpenTokRooms(API_KEY, API_SECRET, openTok.client),
    ]);
    const session = await service.start(DEMO_RESIDENT_ID, callBody());
    const ring = { users: [DEMO_FAMILY_ID], message: { call: session } };

    const asWebRtc = { ...ring, message: { call: { ...session, apiKey: 'webrtc' } } };
    expect(await refusalOf(service.notify(DEMO_RESIDENT_ID, asWebRtc))).toEqual([
      400,
      NOTIFY_API_KEY_PROBLEM,
    ]);
    expect(await service.notify(DEMO_RESIDENT_ID, ring)).toBe('started');

    const theirs = await service.view(DEMO_FAMILY_ID, session.sessionId);
    const offer = { type: 'offer', sdp: 'v=0' } as const;
    expect(
      await refusalOf(service.signal(DEMO_FAMILY_ID, session.sessionId, theirs.token, offer)),
    ).toEqual([409, SIGNAL_NOT_USED]);
    // Another person's token is no pass.
    expect(
      await refusalOf(service.answer(DEMO_FAMILY_ID, session.sessionId, session.token)),
    ).toEqual([403, 'Forbidden']);

    const answered = await service.answer(DEMO_FAMILY_ID, session.sessionId, theirs.token);
    expect(answered.callStatus).toBe('answered');
    const hangUp = { users: [DEMO_RESIDENT_ID], message: { call: theirs, hungup: true } };
    expect(await service.notify(DEMO_FAMILY_ID, hangUp)).toBe('hungup');
    expect(
      await refusalOf(service.answer(DEMO_FAMILY_ID, session.sessionId, theirs.token)),
    ).toEqual([409, strings.callOver]);

    await new Promise((resolve) => setTimeout(resolve, 0));
    const people = [DEMO_RESIDENT_ID, DEMO_FAMILY_ID];
    expect(devices).toEqual([
      {
        kind: 'ring',
        sessionId: session.sessionId,
        userId: DEMO_FAMILY_ID,
        communityId: WILLOW_CREEK_ID,
      },
      expect.objectContaining({ kind: 'status', status: 'answered', userIds: people }),
      expect.objectContaining({ kind: 'status', status: 'hungup', by: DEMO_FAMILY_ID }),
    ]);
  });

  it('refuses a call the server has no OpenTok credentials for, or OpenTok cannot open', async () => {
    const [{ count: before }] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM call_sessions',
    );
    const unconfigured = serviceWith([]);
    expect(await refusalOf(unconfigured.service.start(DEMO_RESIDENT_ID, callBody()))).toEqual([
      503,
      CALLS_UNAVAILABLE,
    ]);
    const failing = serviceWith([new OpenTokRooms(API_KEY, API_SECRET, fakeOpenTok(true).client)]);
    expect(await refusalOf(failing.service.start(DEMO_RESIDENT_ID, callBody()))).toEqual([
      503,
      CALLS_UNAVAILABLE,
    ]);
    expect(failing.errors).toEqual([new Error('Failed to createSession. 500')]);
    const [{ count: after }] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM call_sessions',
    );
    expect(after).toBe(before);
  });

  it("keeps the portal's own calls in other communities", async () => {
    const openTok = fakeOpenTok();
    const { service } = serviceWith([new OpenTokRooms(API_KEY, API_SECRET, openTok.client)]);
    const [{ caller, callee }] = await db.query<{ caller: string; callee: string }>(
      `SELECT min(u.id) AS caller, max(u.id) AS callee FROM users u
         JOIN user_communities uc ON uc.user_id = u.id AND uc.community_id = $1
        WHERE u.user_type = 'Resident' AND NOT uc.opt_out_of_directory
          AND NOT ('profile' = ANY (u.hidden_fields))`,
      [MAPLE_GROVE_ID],
    );
    const session = await service.start(caller, {
      ...callBody(MAPLE_GROVE_ID),
      caller,
      to: callee,
    });
    expect(session).toMatchObject({
      apiKey: 'webrtc',
      sessionId: expect.stringMatching(/^[a-f0-9]{32}$/),
    });
    expect(openTok.sessions).toEqual([]);
    expect((await readCall(db, session.sessionId))?.provider).toBe('webrtc');
  });
});
