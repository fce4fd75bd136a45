/** What the portal keeps in the browser: the session and the person's settings (spec 4). */
export const SESSION_KEY = 'portal.session';
export const SETTINGS_KEY = 'portal.settings';
/** Spec 4: older sign-ins kept the token under this key; it is migrated once. */
export const LEGACY_TOKEN_KEY = 'token';
export const MIGRATION_KEY = 'web_migrated';

export type HomeChoice = '/library/new' | '/library/category';

export interface StoredSession {
  /** The bearer token, good for 15 minutes. */
  token: string;
  /** Gets the next bearer token while the session holds (`POST /v3/auth/refresh`). */
  refreshToken?: string;
}

export interface Settings {
  dark: boolean;
  home: HomeChoice;
  themeName?: string;
  communityId?: string;
  /** Spec 4: the answer to the web notification prompt; true once asked either way. */
  notifications?: boolean;
  /** Spec 9: wellness shows inches and pounds unless metric is chosen. */
  wellnessUnits?: 'us' | 'metric';
}

export const DEFAULT_SETTINGS: Settings = { dark: true, home: '/library/new' };

function readJson<T>(key: string): Partial<T> | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Partial<T>) : null;
  } catch {
    return null;
  }
}

export function loadSession(): StoredSession | null {
  const stored = readJson<StoredSession>(SESSION_KEY);
  if (!stored?.token) return null;
  return stored.refreshToken
    ? { token: stored.token, refreshToken: stored.refreshToken }
    : { token: stored.token };
}

export function saveSession(session: StoredSession): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY);
}

export function loadSettings(): Settings {
  return { ...DEFAULT_SETTINGS, ...readJson<Settings>(SETTINGS_KEY) };
}

export function saveSettings(patch: Partial<Settings>): Settings {
  const next = { ...loadSettings(), ...patch };
  localStorage.setItem(SETTINGS_KEY, JSON.stringify(next));
  return next;
}
