import {
  CALL_PATHS,
  type CallDetails,
  type CallRequest,
  type CallSession,
  type NotifyRequest,
} from '@portal/contracts';
import { WILLOW_CREEK_ID } from '../db/seedData/demoAccounts.ts';
import { sendRequest, type TestResponse } from './httpClient.ts';

export type NotifyFlag = 'declined' | 'cancelled' | 'hungup';

/** A `POST /v2/content/call` body from `callerId` to `to` in Willow Creek, video unless told. */
export function callBody(
  callerId: string,
  to: string,
  overrides: Partial<CallRequest> = {},
): CallRequest {
  return {
    communityId: WILLOW_CREEK_ID,
    caller: callerId,
    username: 'Someone',
    isVoiceCall: false,
    to,
    sysid: null,
    ...overrides,
  };
}

/** A `POST /v2/sso/notify` body: a ring with no flag, else the move the flag names. */
export function notifyBody(
  sessionId: string,
  token: string,
  to: string,
  flag?: NotifyFlag,
): NotifyRequest {
  return {
    users: [to],
    message: { call: { apiKey: 'webrtc', sessionId, token }, ...(flag ? { [flag]: true } : {}) },
  };
}

/** The calls routes of a listening API, each called with a bearer header value. */
export function callClient(baseUrl: string) {
  const post = (bearer: string, url: string, payload: unknown): Promise<TestResponse> =>
    sendRequest(baseUrl, { method: 'POST', url, headers: { authorization: bearer }, payload });
  const client = {
    start: (bearer: string, body: unknown) => post(bearer, CALL_PATHS.call, body),
    view: (bearer: string, sessionId: string) =>
      sendRequest(baseUrl, {
        method: 'GET',
        url: CALL_PATHS.session(sessionId),
        headers: { authorization: bearer },
      }),
    answer: (bearer: string, sessionId: string, token: unknown) =>
      post(bearer, CALL_PATHS.answer(sessionId), { token }),
    signal: (bearer: string, sessionId: string, token: string, signal: unknown) =>
      post(bearer, CALL_PATHS.signal(sessionId), { token, signal }),
    notify: (bearer: string, body: unknown) => post(bearer, CALL_PATHS.notify, body),

    /**
     * A new `started` call from one person to the other (not rung yet), with each one's pass;
     * fails the test when the server refuses it.
     */
    async open(
      caller: { id: string; bearer: string },
      callee: { id: string; bearer: string },
      overrides: Partial<CallRequest> = {},
    ) {
      const started = await client.start(caller.bearer, callBody(caller.id, callee.id, overrides));
      if (started.statusCode !== 200) throw new Error(`Call refused: ${started.body}`);
      const { sessionId, token: callerToken } = started.json<CallSession>();
      const seen = await client.view(callee.bearer, sessionId);
      if (seen.statusCode !== 200) throw new Error(`Call not shown to the callee: ${seen.body}`);
      return { sessionId, callerToken, calleeToken: seen.json<CallDetails>().token };
    },
  };
  return client;
}
