/**
 * Audio and video calls and the portal's push channel, as the browser and the server both see
 * them (spec 3 call session, spec 7 `/v2/content/call` and `/v2/sso/*`). Every HTTP call carries
 * the portal's bearer token; the push socket sends it in its first frame.
 *
 * The default calls provider is browser WebRTC with the portal server as signalling: the
 * session is a room on the server, its `token` a signed pass for one person to that room. A
 * community configured for OpenTok gets OpenTok sessions instead: the session and its tokens
 * are OpenTok's, and the two browsers connect through OpenTok rather than the signal route.
 */
export const CALL_PATHS = {
  /** POST `CallRequest` → `CallSession`. */
  call: '/v2/content/call',
  /** GET → `CallDetails` (a tab that opens `/calls` again finds its call). */
  session: (sessionId: string) => `/v2/content/call/${encodeURIComponent(sessionId)}`,
  /** POST `{ token }` → `CallDetails`: the callee takes the call. */
  answer: (sessionId: string) => `/v2/content/call/${encodeURIComponent(sessionId)}/answer`,
  /** POST `{ token, signal }` → 204: passed on to the other person's tabs. */
  signal: (sessionId: string) => `/v2/content/call/${encodeURIComponent(sessionId)}/signal`,
  /** POST `DeviceRegistration` → `{ deviceId }`. */
  register: '/v2/sso/associations/register',
  /** POST `PushTokenRequest` → 204. */
  pushToken: '/v2/sso/pushtoken',
  /** POST `NotifyRequest` → `{ callStatus }`. */
  notify: '/v2/sso/notify',
  /** The push socket (WebSocket): `PushClientFrame`s in, `PushEvent`s out. */
  socket: '/v2/sso/socket',
} as const;

/** Spec 3: a call session's status. */
export const CALL_STATUSES = [
  'started',
  'answered',
  'hungup',
  'declined',
  'cancelled',
  'failed',
] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** A call nobody has answered by then ends as `failed`, and the caller is told. */
export const CALL_RING_MS = 30_000;

/** The providers a session can be made with; the default build loads only `webrtc`'s code. */
export type CallProvider = 'webrtc' | 'opentok';

/** `CallSession.apiKey` of the portal's own calls (browser WebRTC, signalled by the server). */
export const WEBRTC_API_KEY = 'webrtc';

/** Spec 7: `POST /v2/sso/associations/register` body, the device a browser or app signs up. */
export interface DeviceCredentials {
  guid: string;
  password: string;
}

export interface DeviceRegistration {
  name: string;
  credentials: DeviceCredentials;
}

/** Spec 7: `POST /v2/sso/pushtoken` body (a messaging service's token for the device). */
export interface PushTokenRequest {
  token: string;
  device: string;
  type: 'firebase';
  credentials: DeviceCredentials;
}

/**
 * Spec 7: `POST /v2/content/call` body. `caller` is the caller's user id and `username` their
 * name as the app shows it (the server reads both people from its own records); `to` is the
 * callee's user id; `sysid` the caller's home system, when any.
 */
export interface CallRequest {
  communityId: string;
  caller: string;
  username: string;
  isVoiceCall: boolean;
  to: string;
  sysid?: string | null;
  credentials?: DeviceCredentials;
}

/** Spec 7: what `POST /call` answers, and what a ring carries (`token` is the receiver's). */
export interface CallSession {
  /**
   * Who connects the call: `WEBRTC_API_KEY` for the portal's own, else the OpenTok project's API
   * key (`sessionId` and `token` are then OpenTok's).
   */
  apiKey: string;
  sessionId: string;
  token: string;
}

/** A person of a call, as the call window shows them. */
export interface CallParty {
  id: string;
  name: string;
  image: string | null;
}

/** A call as either person sees it; `token` is the viewer's own pass to the room. */
export interface CallDetails extends CallSession {
  callStatus: CallStatus;
  isVoiceCall: boolean;
  from: CallParty;
  to: CallParty;
  /** For RTCPeerConnection; empty on one network (host candidates are enough). */
  iceServers: { urls: string | string[]; username?: string; credential?: string }[];
}

/**
 * Spec 7: `POST /v2/sso/notify` body. `message.call` names the session; with none of the three
 * flags it rings the callee (only the caller, while `started`); `declined` is the callee's
 * answer to a ring, `cancelled` the caller's before an answer, `hungup` either's after one.
 */
export interface NotifyRequest {
  users: string[];
  message: {
    call: CallSession;
    declined?: boolean;
    cancelled?: boolean;
    hungup?: boolean;
  };
  credentials?: DeviceCredentials;
}

/** WebRTC's messages between the two tabs, relayed by the server (for `webrtc` calls only). */
export type CallSignal =
  | { type: 'offer' | 'answer'; sdp: string }
  | {
      type: 'candidate';
      candidate: {
        candidate: string;
        sdpMid?: string | null;
        sdpMLineIndex?: number | null;
        usernameFragment?: string | null;
      };
    };

/** The longest SDP the server relays (a video offer is a few KB). */
export const CALL_SDP_MAX = 64_000;

export type PushClientFrame = { type: 'auth'; token: string; communityId: string };

/** What the push socket delivers to every open tab of a person. */
export type PushEvent =
  | { type: 'ready' }
  /** Someone is calling: the dialog shows. */
  | { type: 'call'; call: CallDetails }
  /** A call changed status; sent to both people's tabs (a tab that did not take it closes it). */
  | { type: 'call.status'; sessionId: string; callStatus: CallStatus; by: string }
  | { type: 'call.signal'; sessionId: string; signal: CallSignal };

/** Close codes of the push socket the browser acts on. */
export const PUSH_SOCKET_CLOSE = {
  unauthorized: 4401,
  forbidden: 4403,
  badFrame: 4400,
  /** The server may have missed notices: connect again. */
  resume: 4000,
} as const;

type Side = 'caller' | 'callee';

/**
 * Who may move a call to which status, from which (spec 4): the callee answers or declines a
 * ringing call, the caller cancels it, the server fails it after CALL_RING_MS, and either hangs
 * up an answered one. Every other move is refused; an ended call stays ended.
 */
export function mayMoveCall(from: CallStatus, to: CallStatus, side: Side | 'server'): boolean {
  if (from === 'started') {
    if (to === 'answered' || to === 'declined') return side === 'callee';
    if (to === 'cancelled') return side === 'caller';
    if (to === 'failed') return side === 'server';
    return false;
  }
  if (from === 'answered') return to === 'hungup' && side !== 'server';
  return false;
}

/** True once a call can no longer change. */
export function isCallOver(status: CallStatus): boolean {
  return status !== 'started' && status !== 'answered';
}

/**
 * Spec 3 `residentVideoCalling`: when a community turns it off, a call a resident takes part in
 * is audio only (the server refuses video; the browser offers only a voice call).
 */
export function videoCallAllowed(
  residentVideoCalling: boolean,
  roles: readonly (string | undefined)[],
): boolean {
  return residentVideoCalling || !roles.includes('Resident');
}
