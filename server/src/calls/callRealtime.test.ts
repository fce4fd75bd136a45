import {
  type CallSignal,
  type CallStatus,
  PUSH_SOCKET_CLOSE,
  type PushEvent,
} from '@portal/contracts';
import { buildApp } from '../app.ts';
import { verifyPortalToken } from '../auth/portalToken.ts';
import type { AppConfig } from '../config/appConfig.ts';
import type { Db } from '../db/database.ts';
import { openDatabase } from '../db/database.ts';
import {
  DEMO_ADVOCATE_ID,
  DEMO_FAMILY_ID,
  DEMO_RESIDENT_ID,
  DEMO_STAFF_ID,
  MAPLE_GROVE_ID,
  WILLOW_CREEK_ID,
} from '../db/seedData/demoAccounts.ts';
import { callClient, type NotifyFlag, notifyBody } from '../testing/callClient.ts';
import { PushTestSocket } from '../testing/pushTestSocket.ts';
import { bearerFor, startTestApp, type TestApp, testAppConfig } from '../testing/testApp.ts';
import { verifyCallToken } from './callToken.ts';

let testApp: TestApp;
let calls: ReturnType<typeof callClient>;
const bearers = new Map<string, string>();
const sockets: PushTestSocket[] = [];

beforeAll(async () => {
  testApp = await startTestApp({ config: { pushSocketPingMs: 300 } });
  calls = callClient(testApp.baseUrl);
}, 120_000);

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

afterAll(async () => {
  await testApp.close();
});

async function bearer(userId: string): Promise<string> {
  const known = bearers.get(userId);
  if (known) return known;
  const made = await bearerFor(testApp, userId);
  bearers.set(userId, made);
  return made;
}

async function person(id: string) {
  return { id, bearer: await bearer(id) };
}

/** A signed-in tab of the person on the API at `baseUrl`, closed after the test. */
async function tabOf(userId: string, baseUrl = testApp.baseUrl, communityId = WILLOW_CREEK_ID) {
  const socket = new PushTestSocket(baseUrl);
  sockets.push(socket);
  await socket.auth(await bearer(userId), communityId);
  return socket;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ringOf = (sessionId: string) => (event: PushEvent) =>
  event.type === 'call' && event.call.sessionId === sessionId;
const statusOf = (sessionId: string, callStatus?: CallStatus) => (event: PushEvent) =>
  event.type === 'call.status' &&
  event.sessionId === sessionId &&
  (callStatus === undefined || event.callStatus === callStatus);
const signalsOf = (sessionId: string) => (event: PushEvent) =>
  event.type === 'call.signal' && event.sessionId === sessionId;
const ofCall = (sessionId: string) => (event: PushEvent) =>
  event.type !== 'ready' &&
  (event.type === 'call' ? event.call.sessionId : event.sessionId) === sessionId;

function expectOk(response: { statusCode: number; body: string }, status = 200) {
  if (response.statusCode !== status) {
    throw new Error(`Expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
}

/** A second API process on the same database (its own LISTEN on PostgreSQL). */
async function startSecondApp(config: Partial<AppConfig> = {}) {
  // PGlite lives inside one process, so there the second instance shares the first one's.
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl
    ? (await testApp.db.query<{ schema: string }>('SELECT current_schema() AS schema'))[0].schema
    : undefined;
  const db: Db = databaseUrl ? await openDatabase({ databaseUrl, schema }) : testApp.db;
  const app = await buildApp({
    db,
    config: {
      ...testApp.config,
      ...testAppConfig({
        tokenSecret: testApp.config.tokenSecret,
        uploadsDir: testApp.config.uploadsDir,
        ...config,
      }),
    },
    graphQueryCache: false,
  });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    baseUrl,
    async close() {
      await app.close();
      if (databaseUrl) await db.close();
    },
  };
}

describe('the push socket', () => {
  it("signs in every role with the portal token, in a community of the person's", async () => {
    for (const userId of [DEMO_STAFF_ID, DEMO_RESIDENT_ID, DEMO_FAMILY_ID]) {
      const tab = await tabOf(userId);
      expect(tab.events).toEqual([{ type: 'ready' }]);
    }
    expect((await tabOf(DEMO_RESIDENT_ID, testApp.baseUrl, MAPLE_GROVE_ID)).events).toEqual([
      { type: 'ready' },
    ]);

    const elsewhere = new PushTestSocket(testApp.baseUrl);
    sockets.push(elsewhere);
    await expect(elsewhere.auth(await bearer(DEMO_FAMILY_ID), MAPLE_GROVE_ID)).rejects.toThrow();
    expect(await elsewhere.closed).toBe(PUSH_SOCKET_CLOSE.forbidden);

    const forged = new PushTestSocket(testApp.baseUrl);
    sockets.push(forged);
    await expect(forged.auth('Bearer not.a.token', WILLOW_CREEK_ID)).rejects.toThrow();
    expect(await forged.closed).toBe(PUSH_SOCKET_CLOSE.unauthorized);

    const garbled = new PushTestSocket(testApp.baseUrl);
    sockets.push(garbled);
    await garbled.sendRaw(JSON.stringify({ type: 'hello' }));
    expect(await garbled.closed).toBe(PUSH_SOCKET_CLOSE.badFrame);
  });

  it('closes an open socket once its session signs out', async () => {
    const signedIn = await bearerFor(testApp, DEMO_FAMILY_ID);
    const tab = new PushTestSocket(testApp.baseUrl);
    sockets.push(tab);
    await tab.auth(signedIn, WILLOW_CREEK_ID);
    const session = await verifyPortalToken(
      signedIn.replace(/^Bearer /, ''),
      testApp.config.tokenSecret,
    );
    await testApp.db.query('UPDATE portal_sessions SET revoked_at = now() WHERE id = $1', [
      session?.sessionId,
    ]);
    // The next ping (shortened here) checks the session again.
    expect(await tab.closed).toBe(PUSH_SOCKET_CLOSE.unauthorized);
  });
});

describe('ringing and status', () => {
  it("rings every tab of the callee in the call's community with the callee's own pass, and nobody else", async () => {
    const family = await person(DEMO_FAMILY_ID);
    const resident = await person(DEMO_RESIDENT_ID);
    const callerTab = await tabOf(family.id);
    const calleeTabs = [await tabOf(resident.id), await tabOf(resident.id)];
    const calleeElsewhere = await tabOf(resident.id, testApp.baseUrl, MAPLE_GROVE_ID);
    const bystander = await tabOf(DEMO_ADVOCATE_ID);
    const call = await calls.open(family, resident, { isVoiceCall: true });

    const rung = await calls.notify(
      family.bearer,
      notifyBody(call.sessionId, call.callerToken, resident.id),
    );
    expect([rung.statusCode, rung.json()]).toEqual([200, { callStatus: 'started' }]);
    for (const tab of calleeTabs) {
      const event = await tab.next(ringOf(call.sessionId));
      if (event.type !== 'call') throw new Error('Not a ring');
      expect(event.call).toMatchObject({
        apiKey: 'webrtc',
        sessionId: call.sessionId,
        callStatus: 'started',
        isVoiceCall: true,
        from: { id: family.id, name: 'Claire Whitfield' },
        to: { id: resident.id, name: 'Ellie Whitfield' },
      });
      expect(await verifyCallToken(event.call.token, testApp.config.tokenSecret)).toEqual({
        sessionId: call.sessionId,
        userId: resident.id,
      });
    }
    await wait(200);
    for (const tab of [callerTab, calleeElsewhere, bystander]) {
      expect(tab.events.filter(ofCall(call.sessionId))).toEqual([]);
    }
  });

  it("tells every tab of both people when one of the callee's tabs answers", async () => {
    const resident = await person(DEMO_RESIDENT_ID);
    const family = await person(DEMO_FAMILY_ID);
    const callerTab = await tabOf(resident.id);
    const calleeTabs = [await tabOf(family.id), await tabOf(family.id)];
    const call = await calls.open(resident, family);
    expectOk(
      await calls.notify(resident.bearer, notifyBody(call.sessionId, call.callerToken, family.id)),
    );
    await calleeTabs[1].next(ringOf(call.sessionId));
    expectOk(await calls.answer(family.bearer, call.sessionId, call.calleeToken));
    for (const tab of [callerTab, ...calleeTabs]) {
      expect(await tab.next(statusOf(call.sessionId))).toEqual({
        type: 'call.status',
        sessionId: call.sessionId,
        callStatus: 'answered',
        by: family.id,
      });
    }
  });

  it.each([
    ['declined', 'callee'],
    ['cancelled', 'caller'],
    ['hungup', 'caller'],
    ['hungup', 'callee'],
  ] as const)(
    'tells both people when the call is %s by the %s, and who did it',
    async (flag, side) => {
      const caller = await person(DEMO_RESIDENT_ID);
      const callee = await person(DEMO_ADVOCATE_ID);
      const tabs = [await tabOf(caller.id), await tabOf(callee.id), await tabOf(callee.id)];
      const bystander = await tabOf(DEMO_FAMILY_ID);
      const call = await calls.open(caller, callee);
      expectOk(
        await calls.notify(caller.bearer, notifyBody(call.sessionId, call.callerToken, callee.id)),
      );
      if (flag === 'hungup')
        expectOk(await calls.answer(callee.bearer, call.sessionId, call.calleeToken));
      const mover = side === 'caller' ? caller : callee;
      const moved = await calls.notify(
        mover.bearer,
        notifyBody(
          call.sessionId,
          side === 'caller' ? call.callerToken : call.calleeToken,
          side === 'caller' ? callee.id : caller.id,
          flag as NotifyFlag,
        ),
      );
      expect([moved.statusCode, moved.json()]).toEqual([200, { callStatus: flag }]);
      for (const tab of tabs) {
        expect(await tab.next(statusOf(call.sessionId, flag))).toEqual({
          type: 'call.status',
          sessionId: call.sessionId,
          callStatus: flag,
          by: mover.id,
        });
      }
      expect(bystander.events.filter(ofCall(call.sessionId))).toEqual([]);
    },
  );

  it('moves a call still ringing after the ring time to failed when read, and tells both', async () => {
    const resident = await person(DEMO_RESIDENT_ID);
    const family = await person(DEMO_FAMILY_ID);
    const tabs = [await tabOf(resident.id), await tabOf(family.id)];
    const call = await calls.open(resident, family);
    // As if the process that rang it (and held its timer) had gone.
    await testApp.db.query(
      `UPDATE call_sessions SET created_at = created_at - interval '31 seconds' WHERE id = $1`,
      [call.sessionId],
    );
    const seen = await calls.view(family.bearer, call.sessionId);
    expect(seen.json<{ callStatus: CallStatus }>().callStatus).toBe('failed');
    for (const tab of tabs) {
      expect(await tab.next(statusOf(call.sessionId))).toEqual({
        type: 'call.status',
        sessionId: call.sessionId,
        callStatus: 'failed',
        by: 'server',
      });
    }
  });
});

describe('a ring nobody answers', () => {
  // Long enough for the answered call to be answered in time on a busy machine.
  const RING_MS = 1_500;
  let short: Awaited<ReturnType<typeof startSecondApp>>;

  beforeAll(async () => {
    short = await startSecondApp({ callRingMs: RING_MS });
  }, 60_000);

  afterAll(async () => {
    await short.close();
  });

  it('ends as failed after the ring time, for both people, by the server', async () => {
    const shortCalls = callClient(short.baseUrl);
    const resident = await person(DEMO_RESIDENT_ID);
    const family = await person(DEMO_FAMILY_ID);
    const tabs = [await tabOf(resident.id, short.baseUrl), await tabOf(family.id, short.baseUrl)];
    const ring = async (rung: Awaited<ReturnType<typeof shortCalls.open>>) =>
      expectOk(
        await shortCalls.notify(
          resident.bearer,
          notifyBody(rung.sessionId, rung.callerToken, family.id),
        ),
      );
    const answered = await shortCalls.open(resident, family);
    await ring(answered);
    expectOk(await shortCalls.answer(family.bearer, answered.sessionId, answered.calleeToken));
    const call = await shortCalls.open(resident, family);
    await ring(call);
    for (const tab of tabs) {
      expect(await tab.next(statusOf(call.sessionId, 'failed'))).toEqual({
        type: 'call.status',
        sessionId: call.sessionId,
        callStatus: 'failed',
        by: 'server',
      });
    }
    const [row] = await testApp.db.query<{ status: CallStatus; ms: number }>(
      `SELECT s.status, extract(epoch FROM h.at - s.created_at) * 1000 AS ms
         FROM call_sessions s JOIN call_status_history h ON h.session_id = s.id
        WHERE s.id = $1 AND h.status = 'failed' AND h.by_user_id IS NULL`,
      [call.sessionId],
    );
    expect(row.status).toBe('failed');
    expect(Number(row.ms)).toBeGreaterThanOrEqual(RING_MS);
    // The call answered in time rings on no longer and stays answered.
    await wait(RING_MS);
    const kept = await shortCalls.view(family.bearer, answered.sessionId);
    expect(kept.json<{ callStatus: CallStatus }>().callStatus).toBe('answered');
    expect(tabs[0].events.filter(statusOf(answered.sessionId, 'failed'))).toEqual([]);
  }, 15_000);
});

describe('signalling', () => {
  const offer: CallSignal = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
  const answer: CallSignal = { type: 'answer', sdp: 'v=0\r\no=- 3 4 IN IP4 127.0.0.1\r\n' };
  const candidate = (n: number): CallSignal => ({
    type: 'candidate',
    candidate: {
      candidate: `candidate:${n} 1 udp 2122260223 192.168.1.${n} 5${n}000 typ host`,
      sdpMid: '0',
      sdpMLineIndex: 0,
    },
  });

  it('relays each message, in the order sent, to the other person only', async () => {
    const resident = await person(DEMO_RESIDENT_ID);
    const family = await person(DEMO_FAMILY_ID);
    const callerTab = await tabOf(resident.id);
    const calleeTab = await tabOf(family.id);
    const bystander = await tabOf(DEMO_ADVOCATE_ID);
    const call = await calls.open(resident, family);
    const fromCaller = [offer, candidate(1), candidate(2), candidate(3)];
    for (const signal of fromCaller) {
      expectOk(await calls.signal(resident.bearer, call.sessionId, call.callerToken, signal), 204);
    }
    expectOk(await calls.answer(family.bearer, call.sessionId, call.calleeToken));
    const fromCallee = [answer, candidate(4)];
    for (const signal of fromCallee) {
      expectOk(await calls.signal(family.bearer, call.sessionId, call.calleeToken, signal), 204);
    }
    const toCallee = await calleeTab.all(signalsOf(call.sessionId), fromCaller.length);
    expect(toCallee).toEqual(
      fromCaller.map((signal) => ({ type: 'call.signal', sessionId: call.sessionId, signal })),
    );
    const toCaller = await callerTab.all(signalsOf(call.sessionId), fromCallee.length);
    expect(toCaller).toEqual(
      fromCallee.map((signal) => ({ type: 'call.signal', sessionId: call.sessionId, signal })),
    );
    await wait(200);
    expect(calleeTab.events.filter(signalsOf(call.sessionId))).toHaveLength(fromCaller.length);
    expect(callerTab.events.filter(signalsOf(call.sessionId))).toHaveLength(fromCallee.length);
    expect(bystander.events.filter(ofCall(call.sessionId))).toEqual([]);
  });

  describe('across two API processes on one database', () => {
    let second: Awaited<ReturnType<typeof startSecondApp>>;

    beforeAll(async () => {
      second = await startSecondApp();
    }, 60_000);

    afterAll(async () => {
      await second.close();
    });

    it("rings, answers and relays offer, answer and candidates between the caller's process and the callee's", async () => {
      const secondCalls = callClient(second.baseUrl);
      const resident = await person(DEMO_RESIDENT_ID);
      const family = await person(DEMO_FAMILY_ID);
      const callerTab = await tabOf(resident.id, testApp.baseUrl);
      const calleeTab = await tabOf(family.id, second.baseUrl);

      const started = await calls.open(resident, family);
      expectOk(
        await calls.notify(
          resident.bearer,
          notifyBody(started.sessionId, started.callerToken, family.id),
        ),
      );
      const ring = await calleeTab.next(ringOf(started.sessionId));
      if (ring.type !== 'call') throw new Error('Not a ring');
      // The callee's process works with the pass the ring carried.
      const calleeToken = ring.call.token;
      expectOk(await secondCalls.answer(family.bearer, started.sessionId, calleeToken));
      expect(await callerTab.next(statusOf(started.sessionId, 'answered'))).toMatchObject({
        by: family.id,
      });

      const fromCaller = [offer, candidate(1), candidate(2)];
      const fromCallee = [answer, candidate(3), candidate(4)];
      for (const signal of fromCaller) {
        expectOk(
          await calls.signal(resident.bearer, started.sessionId, started.callerToken, signal),
          204,
        );
      }
      for (const signal of fromCallee) {
        expectOk(
          await secondCalls.signal(family.bearer, started.sessionId, calleeToken, signal),
          204,
        );
      }
      const arrived = async (tab: PushTestSocket, count: number) =>
        (await tab.all(signalsOf(started.sessionId), count)).map((event) =>
          event.type === 'call.signal' ? event.signal : null,
        );
      expect(await arrived(calleeTab, fromCaller.length)).toEqual(fromCaller);
      expect(await arrived(callerTab, fromCallee.length)).toEqual(fromCallee);

      expectOk(
        await secondCalls.notify(
          family.bearer,
          notifyBody(started.sessionId, calleeToken, resident.id, 'hungup'),
        ),
      );
      expect(await callerTab.next(statusOf(started.sessionId, 'hungup'))).toMatchObject({
        by: family.id,
      });
    });
  });
});
