import type { RequestTimeouts } from '../http/requestTimeouts.ts';
import type { LocalArea } from '../registry/localReleases.ts';

/** What buildApp needs to know; main.ts derives it from ServerConfig, tests write it directly. */
export interface AppConfig {
  /** Signs portal bearer tokens and chat tokens (HS256). */
  tokenSecret: Uint8Array;
  firebaseProjectId: string;
  /** Origins allowed besides http://localhost:* and http://127.0.0.1:*. */
  allowedOrigins: string[];
  /** Development-only routes such as the mail outbox reader. */
  devRoutesEnabled: boolean;
  /** Development: the mail reader key (resolveDevOutboxKey); random when not given. */
  devOutboxKey?: string;
  logLevel: string;
  /** Defaults to REQUEST_TIMEOUTS; tests shorten them. */
  timeouts?: RequestTimeouts;
  /**
   * Areas built on this machine: registered at start as version `local`, and made live for an
   * area that has no global promotion yet.
   */
  localAreas?: LocalArea[];
  /** How often a chat socket is pinged and its rights checked again (default SOCKET_PING_MS). */
  chatSocketPingMs?: number;
  /** How often a push socket is pinged and its session checked again (default SOCKET_PING_MS). */
  pushSocketPingMs?: number;
  /** How long a call rings before it ends as failed (default CALL_RING_MS; tests shorten it). */
  callRingMs?: number;
  /** Where uploaded files are kept (default: uploads in the data folder). */
  uploadsDir?: string;
  /** Opens the registry's deploy routes (release, promote, roll back, switch off). */
  deployKey?: string;
  /**
   * Stream's API secret (STREAM_API_SECRET): signs the chat tokens of communities configured
   * for Stream. Never stored in the database, never sent to the browser.
   */
  streamApiSecret?: string;
  /**
   * The OpenTok project (OPENTOK_API_KEY, OPENTOK_API_SECRET) for communities whose calls are on
   * OpenTok (`settings.callProvider: 'opentok'`). The secret is never stored or sent.
   */
  openTok?: { apiKey: string; apiSecret: string };
  /**
   * FCM_ENABLED: rings and call status changes also go to the devices' push tokens through
   * Firebase Cloud Messaging, with the firebase-admin app of `firebaseProjectId`.
   */
  fcmEnabled?: boolean;
  /**
   * HOME_CONTROLLER_URL: the base of the home controllers, without a trailing slash (default
   * localControllerUrl()). A home system without its own `controller_url` is at
   * `<base>/c/<system id>`.
   */
  homeControllerUrl?: string;
}
