/** Spec 9: a search needs at least 2 characters. */
export const SEARCH_MIN = 2;
/** Longer than any name, phone, e-mail or address; longer searches are refused unread. */
export const SEARCH_MAX = 100;

export const SEARCH_TOO_SHORT = 'Search must have at least 2 characters.';
export const SEARCH_TOO_LONG = `Search must have at most ${SEARCH_MAX} characters.`;

/** Spec 5: keep letters, digits, spaces and `. , ' - @ &`; collapse white space. */
export function stripSearchInput(input: string): string {
  return input
    .replace(/[^\p{L}\p{N}\s.,'@&-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text to search for, or the spec's message when it is too short (or too long). */
export function checkSearchText(
  input: string,
): { ok: true; text: string } | { ok: false; message: string } {
  if (input.length > SEARCH_MAX) return { ok: false, message: SEARCH_TOO_LONG };
  const text = stripSearchInput(input);
  if (text.length < SEARCH_MIN) return { ok: false, message: SEARCH_TOO_SHORT };
  return { ok: true, text };
}
