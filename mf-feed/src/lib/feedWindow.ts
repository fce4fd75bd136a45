import { FEED_LAST_LOGIN_MAX_DAYS } from '@portal/shared';

const DAY_MS = 86_400_000;

export interface LastLogin {
  recentLogin: string | null;
  previousLogin: string | null;
}

/** The login before this session's: the previous one, or this one on a first sign-in. */
export function lastLoginDate(lastLogin: LastLogin | undefined): Date | null {
  const text = lastLogin?.previousLogin ?? lastLogin?.recentLogin ?? null;
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Sunday 00:00 of the week before the one `now` is in (local time). */
export function startOfLastWeek(now: Date): Date {
  const today = startOfDay(now);
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - today.getDay() - 7);
}

/**
 * Spec 4, home feed: the first load starts from the day before the last login, or from the
 * start of last week when that login is over 7 days old (or unknown).
 */
export function feedWindowStart(lastLogin: LastLogin | undefined, now: Date): Date {
  const login = lastLoginDate(lastLogin);
  if (!login || now.getTime() - login.getTime() > FEED_LAST_LOGIN_MAX_DAYS * DAY_MS) {
    return startOfLastWeek(now);
  }
  const day = startOfDay(login);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() - 1);
}
