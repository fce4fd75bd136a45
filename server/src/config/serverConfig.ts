import { DEFAULT_PORTS } from '@portal/contracts';
import { DEFAULT_DATA_DIR } from '../db/database.ts';
import { type LocalArea, parseLocalAreas } from '../registry/localReleases.ts';

/** Everything main.ts reads from the environment, in one place. */
export interface ServerConfig {
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  tokenSecretFromEnv: string | undefined;
  firebaseProjectId: string;
  authEmulatorHost: string | undefined;
  allowedOrigins: string[];
  production: boolean;
  logLevel: string;
  /** PORTAL_LOCAL_AREAS (JSON): the areas built on this machine, released as `local`. */
  localAreas: LocalArea[] | undefined;
  deployKeyFromEnv: string | undefined;
  /** STREAM_API_SECRET: for communities whose chat is Stream. */
  streamApiSecret: string | undefined;
  /** OPENTOK_API_KEY and OPENTOK_API_SECRET (both or neither): for calls on OpenTok. */
  openTok: { apiKey: string; apiSecret: string } | undefined;
  /** FCM_ENABLED=true: calls also ring devices through Firebase Cloud Messaging. */
  fcmEnabled: boolean;
  /** HOME_CONTROLLER_URL, else the local controller simulator (PORT_CONTROLLER_SIM). */
  homeControllerUrl: string;
  /** API_PROCESSES: how many API processes share the port (1 unless set; more need DATABASE_URL). */
  apiProcesses: number;
}

/** The most API processes one machine runs. */
export const MAX_API_PROCESSES = 64;

function parseApiProcesses(value: string | undefined, databaseUrl: string | undefined): number {
  if (!value) return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > MAX_API_PROCESSES) {
    throw new Error(`API_PROCESSES must be a whole number from 1 to ${MAX_API_PROCESSES}`);
  }
  if (count > 1 && !databaseUrl) {
    throw new Error(
      'API_PROCESSES above 1 needs DATABASE_URL: the embedded database belongs to one process',
    );
  }
  return count;
}

export type Environment = Readonly<Record<string, string | undefined>>;

export function loadServerConfig(env: Environment): ServerConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    host: env.HOST || '127.0.0.1',
    port: parsePort(env.PORT_API, DEFAULT_PORTS.api),
    databaseUrl,
    dataDir: env.PORTAL_DATA_DIR || DEFAULT_DATA_DIR,
    tokenSecretFromEnv: env.PORTAL_TOKEN_SECRET || undefined,
    firebaseProjectId: env.FIREBASE_PROJECT_ID || 'demo-portal',
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
    allowedOrigins: parseList(env.PORTAL_ALLOWED_ORIGINS),
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL || 'warn',
    localAreas: parseLocalAreas(env.PORTAL_LOCAL_AREAS),
    deployKeyFromEnv: env.PORTAL_DEPLOY_KEY || undefined,
    streamApiSecret: env.STREAM_API_SECRET || undefined,
    openTok: parseOpenTok(env.OPENTOK_API_KEY, env.OPENTOK_API_SECRET),
    fcmEnabled: env.FCM_ENABLED === 'true',
    homeControllerUrl: parseBaseUrl(
      'HOME_CONTROLLER_URL',
      env.HOME_CONTROLLER_URL ||
        localControllerUrl(parsePort(env.PORT_CONTROLLER_SIM, DEFAULT_PORTS.controllerSim)),
    ),
    apiProcesses: parseApiProcesses(env.API_PROCESSES, databaseUrl),
  };
}

/** The local controller simulator, which serves one controller per home system. */
export function localControllerUrl(port: number = DEFAULT_PORTS.controllerSim): string {
  return `http://127.0.0.1:${port}`;
}

function parseOpenTok(
  apiKey: string | undefined,
  apiSecret: string | undefined,
): ServerConfig['openTok'] {
  if (!apiKey && !apiSecret) return undefined;
  if (!apiKey || !apiSecret) {
    throw new Error('OPENTOK_API_KEY and OPENTOK_API_SECRET must be set together');
  }
  return { apiKey, apiSecret };
}

function parsePort(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Invalid port: ${value}`);
  }
  return port;
}

/** An http(s) URL, without its trailing slashes, so paths can be appended to it. */
function parseBaseUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http or https URL: ${value}`);
  }
  return value.replace(/\/+$/, '');
}

function parseList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
