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
    return date.toLocaleDateString('en-US', { ...options, timeZone });
  } catch {
    return date.toLocaleDateString('en-US', options);
  }
}
