import { execFileSync } from 'node:child_process';
import { OPENTOK_TOKEN_TTL_SECONDS, type OpenTokClient, OpenTokRooms } from './openTokRooms.ts';

const API_KEY = '47000001';
const API_SECRET = 'an-opentok-project-secret-0123456789abcd';

/** An OpenTok session id names its project, as OpenTok's own do (the SDK checks it). */
function sessionIdOf(apiKey: string): string {
  const fields = `1~${apiKey}~~${new Date().toUTCString()}~0.42~~`;
  return `1_${Buffer.from(fields).toString('base64url')}`;
}

type TokenOrder = [apiKey: string, apiSecret: string, sessionId: string, userId: string];

/**
 * Tokens made by the real `opentok` SDK, offline. In a Node process of its own: the SDK needs an
 * ESM-only package that jest's CommonJS cannot load.
 */
function sdkTokens(orders: TokenOrder[]): string[] {
  const script = `const OpenTok = require('opentok');
    const tokens = ${JSON.stringify(orders)}.map(([key, secret, session, user]) =>
      new OpenTok(key, secret).generateToken(session, { data: user }));
    process.stdout.write(JSON.stringify(tokens));`;
  const output = execFileSync(process.execPath, ['-e', script], {
    cwd: import.meta.dirname,
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[];
}

/** The SDK's client as the rooms use it: records what it is asked, answers what it is told. */
function fakeClient(session: { sessionId: string } | Error = { sessionId: 'ot-session-1' }) {
  const created: unknown[] = [];
  const tokens: { sessionId: string; options: unknown }[] = [];
  const client: OpenTokClient = {
    createSession: ((options, callback) => {
      created.push(options);
      setTimeout(() => {
        if (session instanceof Error) callback(session);
        else callback(null, session);
      }, 0);
    }) as OpenTokClient['createSession'],
    generateToken: (sessionId, options) => {
      tokens.push({ sessionId, options });
      return `token-${tokens.length}`;
    },
  };
  return { client, created, tokens };
}

describe('OpenTok rooms', () => {
  it('makes a relayed session with the project key, for two people', async () => {
    const { client, created } = fakeClient();
    const rooms = new OpenTokRooms(API_KEY, API_SECRET, client);
    expect(rooms.provider).toBe('opentok');
    expect(await rooms.create()).toEqual({ apiKey: API_KEY, sessionId: 'ot-session-1' });
    expect(created).toEqual([{ mediaMode: 'relayed' }]);
  });

  it('passes on a session OpenTok could not make', async () => {
    const { client } = fakeClient(new Error('Failed to createSession. 403'));
    await expect(new OpenTokRooms(API_KEY, API_SECRET, client).create()).rejects.toThrow('403');
  });

  it("gives each person a publisher's token to the session, for an hour, naming them", async () => {
    const { client, tokens } = fakeClient();
    const rooms = new OpenTokRooms(API_KEY, API_SECRET, client);
    const now = Math.floor(Date.now() / 1000);
    expect(await rooms.token('ot-session-1', 'user-a')).toBe('token-1');
    expect(await rooms.token('ot-session-1', 'user-b')).toBe('token-2');
    expect(tokens).toEqual([
      { sessionId: 'ot-session-1', options: expect.objectContaining({ data: 'user-a' }) },
      { sessionId: 'ot-session-1', options: expect.objectContaining({ data: 'user-b' }) },
    ]);
    for (const { options } of tokens) {
      const { role, expireTime } = options as { role: string; expireTime: number };
      expect(role).toBe('publisher');
      expect(expireTime - now).toBeGreaterThanOrEqual(OPENTOK_TOKEN_TTL_SECONDS);
      expect(expireTime - now).toBeLessThanOrEqual(OPENTOK_TOKEN_TTL_SECONDS + 5);
    }
  });

  it("takes the SDK's own tokens as passes: the person's, to that session, of this project", () => {
    const rooms = new OpenTokRooms(API_KEY, API_SECRET, fakeClient().client);
    const sessionId = sessionIdOf(API_KEY);
    const otherSession = sessionIdOf(API_KEY).replace('1_', '2_');
    const foreignSession = sessionIdOf('47000002');
    const [mine, foreign, forged] = sdkTokens([
      [API_KEY, API_SECRET, sessionId, 'user-a'],
      ['47000002', API_SECRET, foreignSession, 'user-a'],
      [API_KEY, `${API_SECRET}-other`, sessionId, 'user-a'],
    ]);
    const checks: [string, string, string, boolean][] = [
      [mine, sessionId, 'user-a', true],
      [mine, sessionId, 'user-b', false],
      [mine, otherSession, 'user-a', false],
      [foreign, foreignSession, 'user-a', false],
      [forged, sessionId, 'user-a', false],
      ['not-a-token', sessionId, 'user-a', false],
    ];
    return Promise.all(
      checks.map(async ([token, session, user, valid]) =>
        expect(await rooms.verify(token, session, user)).toBe(valid),
      ),
    );
  });
});
