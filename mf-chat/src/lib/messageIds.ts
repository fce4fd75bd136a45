/**
 * Message ids are increasing numeric strings of any length: a later message has a larger id.
 * Compared as numbers without parsing, so ids past 2^53 still order right.
 */
export function compareMessageIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The later of two ids; `undefined` counts as earlier than any id. */
export function laterMessageId(a: string | undefined, b: string): string {
  return a === undefined || compareMessageIds(b, a) > 0 ? b : a;
}
