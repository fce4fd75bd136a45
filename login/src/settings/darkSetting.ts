import { DARK_MODE_DEFAULT } from '@portal/shared';

/** Where the portal keeps the user's settings (shared with the shell). */
export const SETTINGS_KEY = 'portal.settings';

/** The saved light/dark choice: `{ dark?: boolean }` in `localStorage['portal.settings']`; dark by default. */
export function readDarkSetting(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): boolean {
  try {
    const raw = storage?.getItem(SETTINGS_KEY);
    if (!raw) return DARK_MODE_DEFAULT;
    const settings: unknown = JSON.parse(raw);
    if (typeof settings === 'object' && settings !== null && 'dark' in settings) {
      const { dark } = settings as { dark: unknown };
      if (typeof dark === 'boolean') return dark;
    }
  } catch {
    // Unreadable storage or settings: use the default.
  }
  return DARK_MODE_DEFAULT;
}
