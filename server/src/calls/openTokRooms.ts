import { compactVerify } from 'jose';
import type OpenTok from 'opentok';
import type { CallRoom, CallRooms } from './callRooms.ts';

/** What the rooms use of the `opentok` server SDK's client (tests pass a fake). */
export type OpenTokClient = Pick<OpenTok, 'createSession' | 'generateToken'>;

/**
 * How long an OpenTok token lets its person connect. The browser connects within the ring time,
 * and every read of the call (a tab opened again) hands out a fresh one; a connected person stays
 * connected after it runs out.
 */
export const OPENTOK_TOKEN_TTL_SECONDS = 60 * 60;

/** The claims of the tokens the SDK signs with the project's secret that the rooms check. */
interface OpenTokClaims {
  iss?: unknown;
  session_id?: unknown;
  connection_data?: unknown;
  scope?: unknown;
}

/**
 * Calls on OpenTok, for communities configured for it (`settings.callProvider: 'opentok'`): the
 * sessions and tokens come from OpenTok with the project's key and secret (OPENTOK_API_KEY,
 * OPENTOK_API_SECRET), and the two browsers connect through OpenTok. The secret never leaves
 * the server.
 */
export class OpenTokRooms implements CallRooms {
  readonly provider = 'opentok';
  private readonly key: Uint8Array;

  constructor(
    readonly apiKey: string,
    apiSecret: string,
    private readonly client: OpenTokClient,
  ) {
    this.key = new TextEncoder().encode(apiSecret);
  }

  create(): Promise<CallRoom> {
    return new Promise((resolve, reject) => {
      // Two people: relayed sends their media straight between them (through TURN when it must).
      this.client.createSession({ mediaMode: 'relayed' }, (error, session) => {
        if (error || !session) reject(error ?? new Error('OpenTok made no session'));
        else resolve({ apiKey: this.apiKey, sessionId: session.sessionId });
      });
    });
  }

  /** Both people publish and subscribe; neither may moderate the other. */
  async token(sessionId: string, userId: string): Promise<string> {
    return this.client.generateToken(sessionId, {
      role: 'publisher',
      expireTime: Math.floor(Date.now() / 1000) + OPENTOK_TOKEN_TTL_SECONDS,
      data: userId,
    });
  }

  /**
   * The SDK signs its tokens as HS256 JWTs with the project's secret. Their expiry is OpenTok's
   * (connecting); as a pass to the portal's call routes a token is worth what the webrtc pass is,
   * so only whose it is and for which session count here.
   */
  async verify(token: string, sessionId: string, userId: string): Promise<boolean> {
    try {
      const { payload } = await compactVerify(token, this.key, { algorithms: ['HS256'] });
      const claims = JSON.parse(new TextDecoder().decode(payload)) as OpenTokClaims;
      return (
        claims.iss === this.apiKey &&
        claims.scope === 'session.connect' &&
        claims.session_id === sessionId &&
        claims.connection_data === userId
      );
    } catch {
      return false;
    }
  }
}
