import {
  CALL_PATHS,
  type CallDetails,
  type CallRequest,
  type CallSession,
  type CallSignal,
  type CallStatus,
  type DeviceRegistration,
  type NotifyRequest,
  type PushTokenRequest,
  portalApi,
} from '@portal/shared';

/** Spec 7: the content service's call and the single sign-on service's notify, on the portal API. */
export const callsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    startCall: build.mutation<CallSession, CallRequest>({
      query: (body) => ({ path: CALL_PATHS.call, method: 'POST', body }),
    }),
    callDetails: build.mutation<CallDetails, { sessionId: string }>({
      query: ({ sessionId }) => ({ path: CALL_PATHS.session(sessionId) }),
    }),
    answerCall: build.mutation<CallDetails, { sessionId: string; token: string }>({
      query: ({ sessionId, token }) => ({
        path: CALL_PATHS.answer(sessionId),
        method: 'POST',
        body: { token },
      }),
    }),
    signal: build.mutation<void, { sessionId: string; token: string; signal: CallSignal }>({
      query: ({ sessionId, token, signal }) => ({
        path: CALL_PATHS.signal(sessionId),
        method: 'POST',
        body: { token, signal },
      }),
    }),
    notify: build.mutation<{ callStatus: CallStatus }, NotifyRequest>({
      query: (body) => ({ path: CALL_PATHS.notify, method: 'POST', body }),
    }),
    registerDevice: build.mutation<{ deviceId: string }, DeviceRegistration>({
      query: (body) => ({ path: CALL_PATHS.register, method: 'POST', body }),
    }),
    pushToken: build.mutation<void, PushTokenRequest>({
      query: (body) => ({ path: CALL_PATHS.pushToken, method: 'POST', body }),
    }),
  }),
});
