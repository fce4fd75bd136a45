import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MIN_SECRET_LENGTH = 32;
export const TOKEN_SECRET_FILE = 'portal-token-secret';

/**
 * PORTAL_TOKEN_SECRET when given; otherwise a random secret kept in the data folder so that
 * sessions survive a restart (or kept in memory for an in-memory database).
 */
export function resolveTokenSecret(fromEnv: string | undefined, dataDir: string): Uint8Array {
  if (fromEnv !== undefined) {
    if (fromEnv.length < MIN_SECRET_LENGTH) {
      throw new Error(`PORTAL_TOKEN_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    }
    return new TextEncoder().encode(fromEnv);
  }
  if (dataDir.includes('://')) {
    return new Uint8Array(randomBytes(32));
  }
  const file = join(dataDir, TOKEN_SECRET_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export const DEV_OUTBOX_KEY_FILE = 'dev-outbox-key';
export const DEPLOY_KEY_FILE = 'deploy-key';
const DEPLOY_KEY_MIN = 32;

/**
 * A random key kept in the data folder (or in memory for an in-memory database), so only
 * someone who can read the server's files can use it.
 */
function keptKey(dataDir: string, name: string): string {
  if (dataDir.includes('://')) return randomBytes(24).toString('hex');
  const file = join(dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(24).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  return readFileSync(file, 'utf8').trim();
}

/** The development mail reader's key. */
export function resolveDevOutboxKey(dataDir: string): string {
  return keptKey(dataDir, DEV_OUTBOX_KEY_FILE);
}

/** The key that releases, promotes and rolls back areas: PORTAL_DEPLOY_KEY, else kept in the data folder. */
export function resolveDeployKey(fromEnv: string | undefined, dataDir: string): string {
  if (fromEnv !== undefined && fromEnv.length < DEPLOY_KEY_MIN) {
    throw new Error(`PORTAL_DEPLOY_KEY must be at least ${DEPLOY_KEY_MIN} characters`);
  }
  return fromEnv || keptKey(dataDir, DEPLOY_KEY_FILE);
}
