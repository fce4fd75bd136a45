/** Small readers for untrusted JSON bodies and query strings. */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A trimmed, non-empty string field, or undefined. */
export function stringField(source: unknown, name: string): string | undefined {
  if (!isRecord(source)) return undefined;
  const value = source[name];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed.length > 0 ? trimmed : undefined;
}
