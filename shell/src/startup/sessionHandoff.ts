import {
  LEGACY_TOKEN_KEY,
  loadSession,
  MIGRATION_KEY,
  SESSION_MIGRATION_WAIT_MS,
  saveSession,
} from '@portal/shared';

const POLL_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spec 4: tokens of the older sign-in store are migrated once, tracked by the
 * `web_migrated` marker ('pending' while under way, then 'complete'). When an earlier
 * migration was left pending, the old store may still be writing: wait for it, bounded.
 */
export async function migrateLegacySession(
  storage: Storage,
  // Spec 4: up to about 10 s are spent waiting for the old session during a migration.
  waitMs = SESSION_MIGRATION_WAIT_MS,
): Promise<void> {
  const marker = storage.getItem(MIGRATION_KEY);
  if (marker === 'complete') return;
  const deadline = Date.now() + (marker === 'pending' ? waitMs : 0);
  storage.setItem(MIGRATION_KEY, 'pending');
  let legacy = storage.getItem(LEGACY_TOKEN_KEY);
  while (!legacy && Date.now() < deadline) {
    await sleep(POLL_MS);
    legacy = storage.getItem(LEGACY_TOKEN_KEY);
  }
  if (legacy && !loadSession()) saveSession({ token: legacy });
  storage.removeItem(LEGACY_TOKEN_KEY);
  storage.setItem(MIGRATION_KEY, 'complete');
}
