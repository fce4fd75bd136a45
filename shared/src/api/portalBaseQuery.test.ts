import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { sessionEnded } from '../session/loginRedirect';
import { loadSession, saveSession } from '../session/storage';
import { tokenLoaded } from '../store/sessionSlice';
import { isUnauthorized, portalBaseQuery } from './portalBaseQuery';

describe('isUnauthorized', () => {
  it.each([
    [401, '', true],
    [200, 'Request failed with status code 401', true],
    [500, 'boom', false],
    [400, 'Code 4011 is invalid', false],
  ])('%s %s → %s', (status, message, expected) => {
    expect(isUnauthorized(status, message)).toBe(expected);
  });
});

jest.mock('../session/loginRedirect', () => ({ sessionEnded: jest.fn() }));

/** What fetch answers (jsdom has no Response). */
function answer(status: number, body: unknown) {
  return { ok: status < 300, status, statusText: String(status), json: async () => body };
}

describe('portalBaseQuery with an expired token', () => {
  const me = { document: '{ me { _id } }' };
  let state: { session: { token: string | null } };
  const api = {
    getState: () => state,
    dispatch: (action: { type: string; payload: string }) => {
      if (action.type === tokenLoaded.type) state.session.token = action.payload;
    },
  } as unknown as BaseQueryApi;
  let refreshAnswer: { status: number; body: unknown };
  const calls: { url: string; bearer?: string; body?: unknown }[] = [];

  beforeEach(() => {
    localStorage.clear();
    saveSession({ token: 'old', refreshToken: 's.r' });
    state = { session: { token: 'old' } };
    calls.length = 0;
    jest.mocked(sessionEnded).mockClear();
    refreshAnswer = { status: 200, body: { token: 'new', expiresAt: 'x' } };
    global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url: String(url), bearer: headers.Authorization, body });
      if (String(url).endsWith('/v3/auth/refresh')) {
        return answer(refreshAnswer.status, refreshAnswer.body);
      }
      const fresh = headers.Authorization === 'Bearer new';
      return answer(fresh ? 200 : 401, fresh ? { data: { me: { _id: 'u1' } } } : {});
    }) as unknown as typeof fetch;
  });

  it('renews the token once for calls refused together, and sends them again', async () => {
    const answers = await Promise.all([portalBaseQuery(me, api, {}), portalBaseQuery(me, api, {})]);
    expect(answers).toEqual([{ data: { me: { _id: 'u1' } } }, { data: { me: { _id: 'u1' } } }]);
    const refreshes = calls.filter((c) => c.url.endsWith('/v3/auth/refresh'));
    expect(refreshes).toEqual([expect.objectContaining({ body: { refreshToken: 's.r' } })]);
    expect(state.session.token).toBe('new');
    expect(loadSession()).toEqual({ token: 'new', refreshToken: 's.r' });
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('takes the token another tab already renewed', async () => {
    saveSession({ token: 'new', refreshToken: 's.r' });
    expect(await portalBaseQuery(me, api, {})).toEqual({ data: { me: { _id: 'u1' } } });
    expect(calls.some((c) => c.url.endsWith('/v3/auth/refresh'))).toBe(false);
  });

  it('renews again when the token another tab stored has run out too', async () => {
    saveSession({ token: 'stale', refreshToken: 's.r' });
    expect(await portalBaseQuery(me, api, {})).toEqual({ data: { me: { _id: 'u1' } } });
    expect(calls.map((c) => c.bearer ?? 'refresh')).toEqual([
      'Bearer old',
      'Bearer stale',
      'refresh',
      'Bearer new',
    ]);
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('keeps the session when the renewal fails for another reason than its end', async () => {
    refreshAnswer = { status: 503, body: { message: 'Service Unavailable' } };
    const answer = await portalBaseQuery(me, api, {});
    expect(answer).toMatchObject({ error: { status: 'NETWORK' } });
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(loadSession()).toEqual({ token: 'old', refreshToken: 's.r' });
  });

  it('never takes over the session of someone who signed in in another tab', async () => {
    const jwt = (sid: string) => `h.${btoa(JSON.stringify({ sid })).replace(/=+$/, '')}.sig`;
    state.session.token = jwt('s');
    saveSession({ token: jwt('t'), refreshToken: 't.other' });
    const answer = await portalBaseQuery(me, api, {});
    expect(answer).toMatchObject({ error: { status: 401 } });
    expect(calls.filter((c) => c.url.endsWith('/v3/auth/refresh'))).toEqual([]);
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(loadSession()).toEqual({ token: jwt('t'), refreshToken: 't.other' });
  });

  it('goes to the login site when the session has ended', async () => {
    refreshAnswer = { status: 401, body: { message: 'Unauthorized' } };
    const answer = await portalBaseQuery(me, api, {});
    expect(answer).toMatchObject({ error: { status: 401 } });
    expect(sessionEnded).toHaveBeenCalled();
  });
});
