import { randomBytes } from 'node:crypto';
import { type CallProvider, WEBRTC_API_KEY } from '@portal/contracts';
import type { Db } from '../db/database.ts';
import { CallRefusal } from './callRefusal.ts';
import { signCallToken, verifyCallToken } from './callToken.ts';

/** A new call's room: who connects it (`CallSession.apiKey`) and its session id. */
export interface CallRoom {
  apiKey: string;
  sessionId: string;
}

/**
 * Where the two people of a call meet: the portal's own rooms (browser WebRTC, signalled by the
 * server) or a provider's sessions. A call keeps the provider it was made with.
 */
export interface CallRooms {
  readonly provider: CallProvider;
  readonly apiKey: string;
  create(): Promise<CallRoom>;
  /** A person's pass to the session (`CallSession.token`). */
  token(sessionId: string, userId: string): Promise<string>;
  /** True when `token` is a pass this server gave that person to that session. */
  verify(token: string, sessionId: string, userId: string): Promise<boolean>;
}

export function newCallId(): string {
  return randomBytes(16).toString('hex');
}

/** The portal's own rooms: a random session id and a signed pass per person. */
export class WebRtcRooms implements CallRooms {
  readonly provider = 'webrtc';
  readonly apiKey = WEBRTC_API_KEY;

  constructor(private readonly secret: Uint8Array) {}

  async create(): Promise<CallRoom> {
    return { apiKey: this.apiKey, sessionId: newCallId() };
  }

  token(sessionId: string, userId: string): Promise<string> {
    return signCallToken({ sessionId, userId }, this.secret);
  }

  async verify(token: string, sessionId: string, userId: string): Promise<boolean> {
    const pass = await verifyCallToken(token, this.secret);
    return pass?.sessionId === sessionId && pass.userId === userId;
  }
}

export const CALLS_UNAVAILABLE = 'Calls are not available right now. Please try again later.';

/** The rooms of a provider; a provider the server has no credentials for is refused with 503. */
export type RoomsFor = (provider: CallProvider) => CallRooms;

export function roomsFrom(rooms: readonly CallRooms[]): RoomsFor {
  return (provider) => {
    const found = rooms.find((candidate) => candidate.provider === provider);
    if (!found) throw new CallRefusal(503, CALLS_UNAVAILABLE);
    return found;
  };
}

/** How a community's calls are made (settings.callProvider; the portal's own by default). */
export async function communityCallProvider(db: Db, communityId: string): Promise<CallProvider> {
  const [row] = await db.query<{ provider: string | null }>(
    `SELECT settings->>'callProvider' AS provider FROM communities WHERE id = $1`,
    [communityId],
  );
  return row?.provider === 'opentok' ? 'opentok' : 'webrtc';
}
