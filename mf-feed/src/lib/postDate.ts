import { formatInZone } from '@portal/shared';

/** 'Tuesday, March 4, 2026' in the community's time zone. */
export function postDate(iso: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  };
  try {
    return formatInZone(date, timeZone, options);
  } catch {
    return formatInZone(date, undefined, options);
  }
}
