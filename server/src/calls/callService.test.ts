import {
  CALL_PATHS,
  CALL_SDP_MAX,
  type CallDetails,
  type CallSession,
  type CallStatus,
  strings,
} from '@portal/contracts';
import { verifyPortalToken } from '../auth/portalToken.ts';
import {
  DEMO_ADVOCATE_ID,
  DEMO_FAMILY_ID,
  DEMO_RESIDENT_ID,
  DEMO_STAFF_ID,
  MAPLE_GROVE_ID,
  WILLOW_CREEK_ID,
} from '../db/seedData/demoAccounts.ts';
import { callBody, callClient, type NotifyFlag, notifyBody } from '../testing/callClient.ts';
import { bearerFor, startTestApp, type TestApp } from '../testing/testApp.ts';
import { verifyCallToken } from './callToken.ts';

let testApp: TestApp;
let calls: ReturnType<typeof callClient>;
const bearers = new Map<string, string>();

beforeAll(async () => {
  testApp = await startTestApp({ config: { logLevel: 'error' } });
  calls = callClient(testApp.baseUrl);
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

/** One signed-in session per person for the whole file. */
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

function answerOf(response: { statusCode: number; json<T>(): T }) {
  return [response.statusCode, response.json<{ message: string }>().message];
}

async function statusOf(sessionId: string): Promise<CallStatus> {
  const [row] = await testApp.db.query<{ status: CallStatus }>(
    'SELECT status FROM call_sessions WHERE id = $1',
    [sessionId],
  );
  return row.status;
}

async function historyOf(sessionId: string) {
  return testApp.db.query<{ status: CallStatus; by: string | null }>(
    'SELECT status, by_user_id AS by FROM call_status_history WHERE session_id = $1 ORDER BY id',
    [sessionId],
  );
}

async function countRows(table: 'call_sessions' | 'call_signals' | 'call_status_history') {
  const [row] = await testApp.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ${table}`,
  );
  return row.count;
}

async function withHidden<T>(userId: string, run: () => Promise<T>): Promise<T> {
  await testApp.db.query(`UPDATE users SET hidden_fields = '{profile}' WHERE id = $1`, [userId]);
  try {
    return await run();
  } finally {
    await testApp.db.query(`UPDATE users SET hidden_fields = '{}' WHERE id = $1`, [userId]);
  }
}

/** A member of Maple Grove only, who may chat: someone the demo resident shares no team with. */
async function mapleOnlyMember(): Promise<string> {
  const [row] = await testApp.db.query<{ id: string }>(
    `SELECT u.id FROM users u JOIN user_communities uc ON uc.user_id = u.id
      WHERE uc.community_id = $1 AND u.user_type <> 'Staff'
        AND NOT ('profile' = ANY (u.hidden_fields)) AND NOT uc.opt_out_of_directory
        AND u.id NOT IN (SELECT user_id FROM user_communities WHERE community_id = $2)
      ORDER BY u.id LIMIT 1`,
    [MAPLE_GROVE_ID, WILLOW_CREEK_ID],
  );
  return row.id;
}

const move = async (
  who: { id: string; bearer: string },
  call: { sessionId: string },
  token: string,
  other: string,
  flag?: NotifyFlag,
) => calls.notify(who.bearer, notifyBody(call.sessionId, token, other, flag));

describe('starting a call', () => {
  it("answers the caller's pass to a new started call, and shows it to both people only", async () => {
    const resident = await person(DEMO_RESIDENT_ID);
    const family = await person(DEMO_FAMILY_ID);
    const started = await calls.start(resident.bearer, callBody(resident.id, family.id));
    expect(started.statusCode).toBe(200);
    const session = started.json<CallSession>();
    expect(session).toEqual({
      apiKey: 'webrtc',
      sessionId: expect.stringMatching(/^[a-f0-9]{32}$/),
      token: expect.any(String),
    });
    expect(await verifyCallToken(session.token, testApp.config.tokenSecret)).toEqual({
      sessionId: session.sessionId,
      userId: resident.id,
    });

    const mine = await calls.view(resident.bearer, session.sessionId);
    const theirs = await calls.view(family.bearer, session.sessionId);
    for (const [response, viewer] of [
      [mine, resident.id],
      [theirs, family.id],
    ] as const) {
      expect(response.statusCode).toBe(200);
      const details = response.json<CallDetails>();
      expect(details).toMatchObject({
        apiKey: 'webrtc',
        sessionId: session.sessionId,
        callStatus: 'started',
        isVoiceCall: false,
        from: { id: resident.id, name: 'Ellie Whitfield' },
        to: { id: family.id, name: 'Claire Whitfield' },
        iceServers: [],
      });
      expect(await verifyCallToken(details.token, testApp.config.tokenSecret)).toEqual({
        sessionId: session.sessionId,
        userId: viewer,
      });
    }
    const stranger = await calls.view(await bearer(DEMO_ADVOCATE_ID), session.sessionId);
    expect(stranger.statusCode).toBe(404);
    expect((await calls.view(resident.bearer, 'f'.repeat(32))).statusCode).toBe(404);
    expect(await historyOf(session.sessionId)).toEqual([{ status: 'started', by: resident.id }]);
  });

  it('refuses a caller who is not the bearer, or a community that is not theirs', async () => {
    const resident = await person(DEMO_RESIDENT_ID);
    const before = await countRows('call_sessions');
    expect(
      answerOf(await calls.start(resident.bearer, callBody(DEMO_FAMILY_ID, DEMO_ADVOCATE_ID))),
    ).toEqual([403, 'Forbidden']);
    const family = await person(DEMO_FAMILY_ID);
    expect(
      answerOf(
        await calls.start(
          family.bearer,
          callBody(family.id, resident.id, { communityId: MAPLE_GROVE_ID }),
        ),
      ),
    ).toEqual([403, 'Forbidden']);
    expect(await countRows('call_sessions')).toBe(before);
  });

  it('refuses staff on either end, self, other teams, hidden profiles and directory opt-outs', async () => {
    const resident = await person(DEMO_RESIDENT_ID);
    const family = await person(DEMO_FAMILY_ID);
    const staff = await person(DEMO_STAFF_ID);
    const before = await countRows('call_sessions');
    const from = (caller: { id: string; bearer: string }, to: string) =>
      calls.start(caller.bearer, callBody(caller.id, to)).then(answerOf);

    expect(await from(staff, resident.id)).toEqual([403, 'Forbidden']);
    expect(await from(resident, staff.id)).toEqual([400, strings.callCannotReach]);
    expect(await from(resident, resident.id)).toEqual([400, strings.callCannotReach]);
    expect(await from(resident, await mapleOnlyMember())).toEqual([400, strings.callCannotReach]);
    expect(await from(resident, 'no-such-person')).toEqual([400, strings.callCannotReach]);
    await withHidden(resident.id, async () => {
      expect(await from(resident, family.id)).toEqual([403, strings.callHiddenProfile]);
      expect(await from(family, resident.id)).toEqual([400, strings.callCannotReach]);
    });
    // A resident does not reach someone who opted out of the directory; family still does.
    const advocate = await person(DEMO_ADVOCATE_ID);
    await testApp.db.query(
      'UPDATE user_communities SET opt_out_of_directory = true WHERE user_id = $1 AND community_id = $2',
      [advocate.id, WILLOW_CREEK_ID],
    );
    try {
      expect(await from(resident, advocate.id)).toEqual([400, strings.callCannotReach]);
      expect((await calls.start(family.bearer, callBody(family.id, advocate.id))).statusCode).toBe(
        200,
      );
    } finally {
      await testApp.db.query(
        'UPDATE user_communities SET opt_out_of_directory = false WHERE user_id = $1',
        [advocate.id],
      );
    }
    expect(await countRows('call_sessions')).toBe(before + 1);
  });

  it('refuses video a resident takes part in where resident video calling is off; voice goes through', async () => {
    const resident = await person(DEMO_RESIDENT_ID);
    const family = await person(DEMO_FAMILY_ID);
    const advocate = await person(DEMO_ADVOCATE_ID);
    await testApp.db.query(
      `UPDATE communities SET settings = settings || '{"residentVideoCalling": false}' WHERE id = $1`,
      [WILLOW_CREEK_ID],
    );
    try {
      const video = (caller: { id: string; bearer: string }, to: string, isVoiceCall = false) =>
        calls.start(caller.bearer, callBody(caller.id, to, { isVoiceCall }));
      expect(answerOf(await video(resident, family.id))).toEqual([403, strings.callVideoOff]);
      expect(answerOf(await video(family, resident.id))).toEqual([403, strings.callVideoOff]);
      expect((await video(resident, family.id, true)).statusCode).toBe(200);
      // No resident takes part: the setting does not apply.
      expect((await video(family, advocate.id)).statusCode).toBe(200);
    } finally {
      await testApp.db.query(
        `UPDATE communities SET settings = settings || '{"residentVideoCalling": true}' WHERE id = $1`,
        [WILLOW_CREEK_ID],
      );
    }
    expect((await calls.start(resident.bearer, callBody(resident.id, family.id))).statusCode).toBe(
      200,
    );
  });

  it('refuses bad bodies with a message, and stores nothing', async () => {
    const resident = await person(DEMO_RESIDENT_ID);
    const before = await countRows('call_sessions');
    const valid = callBody(resident.id, DEMO_FAMILY_ID);
    const bad: [unknown, string][] = [
      [{ ...valid, isVoiceCall: 'yes' }, 'body/isVoiceCall must be boolean'],
      [{ ...valid, to: '  ' }, 'to is required'],
      [{ ...valid, to: 'x'.repeat(65) }, 'body/to must NOT have more than 64 characters'],
      [{ ...valid, communityId: undefined }, 'communityId is required'],
      [{ ...valid, username: 42 }, 'body/username must be string'],
      [{ ...valid, sysid: 7 }, 'body/sysid must be string,null'],
      [{ ...valid, credentials: { guid: 'g' } }, 'password is required'],
    ];
    for (const [payload, message] of bad) {
      expect(answerOf(await calls.start(resident.bearer, payload))).toEqual([400, message]);
    }
    expect(await countRows('call_sessions')).toBe(before);
  });

  it('refuses every route to a session that has signed out, and to no session', async () => {
    const resident = await person(DEMO_RESIDENT_ID);
    const family = await person(DEMO_FAMILY_ID);
    const call = await calls.open(resident, family);
    const signedOut = await bearerFor(testApp, DEMO_RESIDENT_ID);
    const { sessionId } = call;
    const session = await verifyPortalToken(
      signedOut.replace(/^Bearer /, ''),
      testApp.config.tokenSecret,
    );
    await testApp.db.query('UPDATE portal_sessions SET revoked_at = now() WHERE id = $1', [
      session?.sessionId,
    ]);
    const requests = [
      () => calls.start(signedOut, callBody(resident.id, family.id)),
      () => calls.view(signedOut, sessionId),
      () => calls.answer(signedOut, sessionId, call.callerToken),
      () => calls.signal(signedOut, sessionId, call.callerToken, { type: 'offer', sdp: 'v=0' }),
      () => calls.notify(signedOut, notifyBody(sessionId, call.callerToken, family.id)),
      () =>
        testApp.request({
          method: 'POST',
          url: CALL_PATHS.register,
          headers: { authorization: signedOut },
          payload: { name: 'Tablet', credentials: { guid: 'g-signed-out', password: 'p' } },
        }),
      () =>
        testApp.request({
          method: 'POST',
          url: CALL_PATHS.pushToken,
          headers: { authorization: signedOut },
          payload: {
            token: 'fcm',
            device: 'web',
            type: 'firebase',
            credentials: { guid: 'g-signed-out', password: 'p' },
          },
        }),
    ];
    for (const request of requests) expect((await request()).statusCode).toBe(401);
    const anonymous = await testApp.request({ method: 'GET', url: CALL_PATHS.session(sessionId) });
    expect(anonymous.statusCode).toBe(401);
    expect(await statusOf(sessionId)).toBe('started');
  });
});

describe('moving a call', () => {
  type Side = 'caller' | 'callee';
  /** Every move a person can ask for, and how the server answers it from each status. */
  type Ask = { by: Side; flag: NotifyFlag | 'answer' };

  /** A call brought to `status` through the routes, as its people would. */
  async function callIn(status: CallStatus) {
    const caller = await person(DEMO_RESIDENT_ID);
    const callee = await person(DEMO_FAMILY_ID);
    const call = await calls.open(caller, callee);
    const at = { ...call, caller, callee };
    const ok = (response: { statusCode: number; body: string }) => {
      if (response.statusCode !== 200) throw new Error(response.body);
    };
    if (status === 'answered' || status === 'hungup') {
      ok(await calls.answer(callee.bearer, call.sessionId, call.calleeToken));
    }
    if (status === 'hungup') ok(await move(caller, call, call.callerToken, callee.id, 'hungup'));
    if (status === 'declined') {
      ok(await move(callee, call, call.calleeToken, caller.id, 'declined'));
    }
    if (status === 'cancelled') {
      ok(await move(caller, call, call.callerToken, callee.id, 'cancelled'));
    }
    if (status === 'failed') {
      await testApp.db.query(
        `UPDATE call_sessions SET created_at = created_at - interval '31 seconds' WHERE id = $1`,
        [call.sessionId],
      );
      ok(await calls.view(caller.bearer, call.sessionId));
    }
    expect(await statusOf(call.sessionId)).toBe(status);
    return at;
  }

  async function ask(at: Awaited<ReturnType<typeof callIn>>, { by, flag }: Ask) {
    const who = by === 'caller' ? at.caller : at.callee;
    const token = by === 'caller' ? at.callerToken : at.calleeToken;
    const other = by === 'caller' ? at.callee.id : at.caller.id;
    if (flag === 'answer') return calls.answer(who.bearer, at.sessionId, token);
    return move(who, at, token, other, flag);
  }

  const allowed: [CallStatus, Ask, CallStatus][] = [
    ['started', { by: 'callee', flag: 'answer' }, 'answered'],
    ['started', { by: 'callee', flag: 'declined' }, 'declined'],
    ['started', { by: 'caller', flag: 'cancelled' }, 'cancelled'],
    ['answered', { by: 'caller', flag: 'hungup' }, 'hungup'],
    ['answered', { by: 'callee', flag: 'hungup' }, 'hungup'],
  ];

  it.each(allowed)('moves a %s call when the %o asks, to %s', async (from, asked, to) => {
    const at = await callIn(from);
    const response = await ask(at, asked);
    expect(response.statusCode).toBe(200);
    const answered = response.json<{ callStatus: CallStatus }>();
    expect(answered.callStatus).toBe(to);
    expect(await statusOf(at.sessionId)).toBe(to);
    const mover = asked.by === 'caller' ? at.caller.id : at.callee.id;
    expect((await historyOf(at.sessionId)).at(-1)).toEqual({ status: to, by: mover });
  });

  const asks: Ask[] = [
    { by: 'callee', flag: 'answer' },
    { by: 'callee', flag: 'declined' },
    { by: 'caller', flag: 'declined' },
    { by: 'caller', flag: 'cancelled' },
    { by: 'callee', flag: 'cancelled' },
    { by: 'caller', flag: 'hungup' },
    { by: 'callee', flag: 'hungup' },
  ];
  const statuses: CallStatus[] = [
    'started',
    'answered',
    'hungup',
    'declined',
    'cancelled',
    'failed',
  ];
  const refused = statuses.flatMap((from) =>
    asks
      .filter(
        (asked) =>
          !allowed.some(
            ([status, ok]) => status === from && ok.by === asked.by && ok.flag === asked.flag,
          ),
      )
      .map((asked) => [from, asked] as const),
  );

  it.each(refused)('refuses to move a %s call when the %o asks', async (from, asked) => {
    const at = await callIn(from);
    const history = await historyOf(at.sessionId);
    const response = await ask(at, asked);
    expect(answerOf(response)).toEqual([409, strings.callOver]);
    expect(await statusOf(at.sessionId)).toBe(from);
    expect(await historyOf(at.sessionId)).toEqual(history);
  });

  it('lets only the callee answer, and only once', async () => {
    const at = await callIn('started');
    expect(answerOf(await calls.answer(at.caller.bearer, at.sessionId, at.callerToken))).toEqual([
      403,
      'Forbidden',
    ]);
    const first = await calls.answer(at.callee.bearer, at.sessionId, at.calleeToken);
    expect(first.statusCode).toBe(200);
    expect(first.json<CallDetails>()).toMatchObject({
      callStatus: 'answered',
      sessionId: at.sessionId,
    });
    // Another tab of the callee.
    expect(answerOf(await calls.answer(at.callee.bearer, at.sessionId, at.calleeToken))).toEqual([
      409,
      strings.callOver,
    ]);
  });

  it("refuses another person's pass, a pass to another call, and a callee who has hidden their profile", async () => {
    const at = await callIn('started');
    const other = await callIn('started');
    const answer = (token: string) => calls.answer(at.callee.bearer, at.sessionId, token);
    expect(answerOf(await answer(at.callerToken))).toEqual([403, 'Forbidden']);
    expect(answerOf(await answer(other.calleeToken))).toEqual([403, 'Forbidden']);
    expect(answerOf(await answer('not-a-pass'))).toEqual([403, 'Forbidden']);
    await withHidden(at.callee.id, async () => {
      expect(answerOf(await answer(at.calleeToken))).toEqual([403, strings.callHiddenProfile]);
    });
    expect(await statusOf(at.sessionId)).toBe('started');
    expect((await answer(at.calleeToken)).statusCode).toBe(200);
  });

  it('rings only from the caller of a started call, and names exactly the other person', async () => {
    const at = await callIn('started');
    const ring = (who: typeof at.caller, token: string, users: unknown, call = at) =>
      calls.notify(who.bearer, { ...notifyBody(call.sessionId, token, ''), users });
    expect(answerOf(await ring(at.callee, at.calleeToken, [at.caller.id]))).toEqual([
      403,
      'Forbidden',
    ]);
    for (const users of [[], [at.caller.id], [at.callee.id, at.caller.id], [DEMO_ADVOCATE_ID]]) {
      const response = await ring(at.caller, at.callerToken, users);
      expect(response.statusCode).toBe(400);
    }
    const rung = await ring(at.caller, at.callerToken, [at.callee.id]);
    expect([rung.statusCode, rung.json()]).toEqual([200, { callStatus: 'started' }]);
    const ended = await callIn('cancelled');
    const late = await ring(ended.caller, ended.callerToken, [ended.callee.id], ended);
    expect(answerOf(late)).toEqual([409, strings.callOver]);
  });

  it('refuses bad notices with a message, and changes nothing', async () => {
    const at = await callIn('started');
    const valid = notifyBody(at.sessionId, at.callerToken, at.callee.id, 'cancelled');
    const bad: [unknown, number, string][] = [
      [{ ...valid, users: 'someone' }, 400, 'body/users must be array'],
      [
        { ...valid, message: { ...valid.message, cancelled: true, hungup: true } },
        400,
        'Only one of declined, cancelled and hungup may be set.',
      ],
      [
        { ...valid, message: { ...valid.message, cancelled: 'yes' } },
        400,
        'body/message/cancelled must be boolean',
      ],
      [
        {
          ...valid,
          message: { ...valid.message, call: { ...valid.message.call, apiKey: 'opentok' } },
        },
        400,
        "message.call.apiKey must be the call's own apiKey.",
      ],
      [{ users: valid.users }, 400, 'message is required'],
      [
        { ...valid, credentials: { guid: 'never-registered', password: 'secret' } },
        403,
        'Forbidden',
      ],
    ];
    for (const [payload, status, message] of bad) {
      expect(answerOf(await calls.notify(at.caller.bearer, payload))).toEqual([status, message]);
    }
    expect(await statusOf(at.sessionId)).toBe('started');
    expect(await historyOf(at.sessionId)).toHaveLength(1);
  });

  it('moves a call still ringing after the ring time to failed when it is read', async () => {
    const at = await callIn('started');
    await testApp.db.query(
      `UPDATE call_sessions SET created_at = created_at - interval '31 seconds' WHERE id = $1`,
      [at.sessionId],
    );
    const seen = await calls.view(at.callee.bearer, at.sessionId);
    expect(seen.json<CallDetails>().callStatus).toBe('failed');
    expect((await historyOf(at.sessionId)).at(-1)).toEqual({ status: 'failed', by: null });
    // Too late to answer.
    expect(answerOf(await calls.answer(at.callee.bearer, at.sessionId, at.calleeToken))).toEqual([
      409,
      strings.callOver,
    ]);
  });
});

describe('signals', () => {
  it('stores signals of a live call for the other person, refuses bad ones, and drops them when it ends', async () => {
    const resident = await person(DEMO_RESIDENT_ID);
    const family = await person(DEMO_FAMILY_ID);
    const call = await calls.open(resident, family);
    const before = await countRows('call_signals');
    const bad: [unknown, string][] = [
      [
        { type: 'offer', sdp: 'x'.repeat(CALL_SDP_MAX + 1) },
        `signal.sdp must be a text of 1 to ${CALL_SDP_MAX} characters.`,
      ],
      [{ type: 'offer', sdp: 5 }, `signal.sdp must be a text of 1 to ${CALL_SDP_MAX} characters.`],
      [{ type: 'bye' }, 'signal.type must be offer, answer or candidate.'],
      [{ type: 'candidate', candidate: 'a=candidate' }, 'signal.candidate must be an object.'],
      [
        { type: 'candidate', candidate: { candidate: 'c'.repeat(1025) } },
        'signal.candidate.candidate must be a text of at most 1024 characters.',
      ],
      [
        { type: 'candidate', candidate: { candidate: 'c', sdpMLineIndex: -1 } },
        'signal.candidate.sdpMLineIndex must be null or a whole number from 0 to 1024.',
      ],
      [{ type: 'offer', sdp: 'v=0', extra: true }, 'signal has fields it cannot have.'],
    ];
    for (const [signal, message] of bad) {
      const response = await calls.signal(
        resident.bearer,
        call.sessionId,
        call.callerToken,
        signal,
      );
      expect(answerOf(response)).toEqual([400, message]);
    }
    const stranger = await calls.signal(
      await bearer(DEMO_ADVOCATE_ID),
      call.sessionId,
      call.callerToken,
      { type: 'offer', sdp: 'v=0' },
    );
    expect(stranger.statusCode).toBe(404);
    const wrongPass = await calls.signal(resident.bearer, call.sessionId, call.calleeToken, {
      type: 'offer',
      sdp: 'v=0',
    });
    expect(wrongPass.statusCode).toBe(403);
    expect(await countRows('call_signals')).toBe(before);

    // The caller may send before the answer.
    const sent = await calls.signal(resident.bearer, call.sessionId, call.callerToken, {
      type: 'offer',
      sdp: 'v=0',
    });
    expect(sent.statusCode).toBe(204);
    expect(
      await testApp.db.query('SELECT to_user_id, payload FROM call_signals WHERE session_id = $1', [
        call.sessionId,
      ]),
    ).toEqual([{ to_user_id: family.id, payload: { type: 'offer', sdp: 'v=0' } }]);
    await move(resident, call, call.callerToken, family.id, 'cancelled');
    expect(await countRows('call_signals')).toBe(before);
    const late = await calls.signal(resident.bearer, call.sessionId, call.callerToken, {
      type: 'offer',
      sdp: 'v=0',
    });
    expect(answerOf(late)).toEqual([409, strings.callOver]);
  });
});

describe('devices and push tokens', () => {
  const register = async (
    userId: string,
    guid: string,
    password: string,
    name = 'Kitchen tablet',
  ) =>
    testApp.request({
      method: 'POST',
      url: CALL_PATHS.register,
      headers: { authorization: await bearer(userId) },
      payload: { name, credentials: { guid, password } },
    });
  const pushToken = async (userId: string, guid: string, password: string, token: string) =>
    testApp.request({
      method: 'POST',
      url: CALL_PATHS.pushToken,
      headers: { authorization: await bearer(userId) },
      payload: { token, device: 'web', type: 'firebase', credentials: { guid, password } },
    });

  it('registers a device once per guid, for its person and password only', async () => {
    const first = await register(DEMO_FAMILY_ID, 'guid-claire-1', 'first-secret');
    expect(first.statusCode).toBe(200);
    const { deviceId } = first.json<{ deviceId: string }>();
    expect(deviceId).toMatch(/^[a-f0-9]{24}$/);
    const again = await register(DEMO_FAMILY_ID, 'guid-claire-1', 'first-secret', 'Renamed');
    expect(again.json()).toEqual({ deviceId });
    expect(answerOf(await register(DEMO_FAMILY_ID, 'guid-claire-1', 'other-secret'))).toEqual([
      403,
      'Forbidden',
    ]);
    expect(answerOf(await register(DEMO_RESIDENT_ID, 'guid-claire-1', 'first-secret'))).toEqual([
      403,
      'Forbidden',
    ]);
    const [stored] = await testApp.db.query<{ user_id: string; password_hash: string }>(
      'SELECT user_id, password_hash FROM sso_devices WHERE guid = $1',
      ['guid-claire-1'],
    );
    expect(stored.user_id).toBe(DEMO_FAMILY_ID);
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain('first-secret');
    const bad = await testApp.request({
      method: 'POST',
      url: CALL_PATHS.register,
      headers: { authorization: await bearer(DEMO_FAMILY_ID) },
      payload: { name: ' ', credentials: { guid: 'guid-claire-2', password: 'p' } },
    });
    expect(answerOf(bad)).toEqual([400, 'name is required']);
  });

  it("keeps one push token per device, replaced by the next, for the device's person only", async () => {
    const { deviceId } = (await register(DEMO_RESIDENT_ID, 'guid-ellie-1', 'secret-1')).json<{
      deviceId: string;
    }>();
    expect(
      (await pushToken(DEMO_RESIDENT_ID, 'guid-ellie-1', 'secret-1', 'fcm-1')).statusCode,
    ).toBe(204);
    expect(
      (await pushToken(DEMO_RESIDENT_ID, 'guid-ellie-1', 'secret-1', 'fcm-2')).statusCode,
    ).toBe(204);
    expect(answerOf(await pushToken(DEMO_RESIDENT_ID, 'guid-ellie-1', 'wrong', 'fcm-3'))).toEqual([
      403,
      'Forbidden',
    ]);
    expect(answerOf(await pushToken(DEMO_FAMILY_ID, 'guid-ellie-1', 'secret-1', 'fcm-4'))).toEqual([
      403,
      'Forbidden',
    ]);
    expect(
      await testApp.db.query('SELECT token, device, type FROM push_tokens WHERE device_id = $1', [
        deviceId,
      ]),
    ).toEqual([{ token: 'fcm-2', device: 'web', type: 'firebase' }]);
  });

  it("takes a call's credentials only when they are the caller's own device", async () => {
    await register(DEMO_FAMILY_ID, 'guid-claire-call', 'call-secret');
    const resident = await person(DEMO_RESIDENT_ID);
    const family = await person(DEMO_FAMILY_ID);
    const withCredentials = (who: typeof family, password: string) =>
      calls.start(
        who.bearer,
        callBody(who.id, who.id === family.id ? resident.id : family.id, {
          credentials: { guid: 'guid-claire-call', password },
        }),
      );
    expect((await withCredentials(family, 'call-secret')).statusCode).toBe(200);
    expect(answerOf(await withCredentials(family, 'wrong'))).toEqual([403, 'Forbidden']);
    expect(answerOf(await withCredentials(resident, 'call-secret'))).toEqual([403, 'Forbidden']);
  });
});
