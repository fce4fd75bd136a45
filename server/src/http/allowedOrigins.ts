const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/** Local development origins on any port, plus the configured list (exact match). */
export function isAllowedOrigin(origin: string, configured: readonly string[]): boolean {
  return LOCAL_ORIGIN.test(origin) || configured.includes(origin);
}
