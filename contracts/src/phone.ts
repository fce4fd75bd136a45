/** A phone number split into its 10 national digits and an optional extension. */
export interface ParsedPhone {
  /** The 10 digits of the number, without country part. */
  digits: string;
  /** Digits of the extension, empty when there is none. */
  extension: string;
}

const EXTENSION = /\s*(?:ext\.?|extension|x|#)\s*(\d+)\s*$/i;
const ALLOWED = /^[\d\s().+\-/]*$/;
const MAX_EXTENSION = 6;

/**
 * Parse a phone number as typed. A leading `+` has its country part dropped: the digits up to
 * the first separator (`+44 20 ...`), or, written without separators, the digits before the
 * last 10. Digits past 10 (or after `ext`, `x` or `#`) are the extension.
 */
export function parsePhone(raw: string): ParsedPhone | undefined {
  let text = raw.trim();
  let extension = '';
  const ext = EXTENSION.exec(text);
  if (ext) {
    extension = ext[1];
    text = text.slice(0, ext.index).trim();
  }
  if (!ALLOWED.test(text) || text.indexOf('+') > 0 || text.split('+').length > 2) return undefined;

  let national = text;
  if (text.startsWith('+')) {
    const grouped = /^\+\s*\d{1,3}(?=[\s.\-/(])/.exec(text);
    if (grouped) {
      national = text.slice(grouped[0].length);
    } else {
      const digits = text.replace(/\D/g, '');
      const countryLength = Math.min(3, Math.max(1, digits.length - 10));
      national = digits.slice(countryLength);
    }
  }
  const digits = national.replace(/\D/g, '');
  if (digits.length < 10) return undefined;
  extension = digits.slice(10) + extension;
  if (extension.length > MAX_EXTENSION) return undefined;
  return { digits: digits.slice(0, 10), extension };
}

/**
 * A phone number as stored: its 10 digits followed by any extension digits, or undefined when
 * the text is not a phone number.
 */
export function normalizePhone(raw: string): string | undefined {
  const parsed = parsePhone(raw);
  return parsed ? parsed.digits + parsed.extension : undefined;
}

/**
 * Format a phone number for display (spec 5): `(123) 456-7890`, with digits past 10 shown as
 * ` Ext. 123`. Text that is not a valid number is returned trimmed.
 */
export function formatPhone(raw: string): string {
  const parsed = parsePhone(raw);
  if (!parsed) return raw.trim();
  const { digits, extension } = parsed;
  const main = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 10)}`;
  return extension ? `${main} Ext. ${extension}` : main;
}
