import { escapeHtml } from '../http/escapeHtml.ts';

/** The hits of global search (spec 3 and 7), as every area's contribution answers them. */

/** One field of a search hit: its value, whether it matched, and the marked-up value. */
export interface SearchField {
  value: string;
  highlighted: boolean;
  /** The value as HTML-escaped text with each match wrapped in `<mark>`. */
  highlightedValue: string;
}

export type SearchItem = { guid: string } & Record<string, SearchField | string | null>;

/** At most this many hits of each category. */
export const SEARCH_LIMIT = 50;

const START = '\u0002';
const STOP = '\u0003';
/** ts_headline options: HighlightAll marks the whole value rather than an excerpt. */
export const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, HighlightAll=true`;

/** A headline from ts_headline (with control-character markers) as the answer's field. */
export function toSearchField(value: string, headline: string | null): SearchField {
  const marked = headline ?? value;
  const highlighted = marked.includes(START);
  const highlightedValue = escapeHtml(marked)
    .split(START)
    .join('<mark>')
    .split(STOP)
    .join('</mark>');
  return {
    value,
    highlighted,
    highlightedValue: highlighted ? highlightedValue : escapeHtml(value),
  };
}

/** SQL selecting each field of `h` with its headline `"<field>_hl"` (options in `optionsParam`). */
export function headlines(fields: readonly string[], optionsParam: string): string {
  return fields
    .map(
      (field) => `h."${field}", CASE WHEN h."${field}" IS NOT NULL
        THEN ts_headline('simple', h."${field}", q.q, ${optionsParam}) END AS "${field}_hl"`,
    )
    .join(',\n       ');
}

export type HitRow = { id: string } & Record<string, string | null>;

/** Rows selected with `headlines` as the answer's items. */
export function toItems(rows: readonly HitRow[], fields: readonly string[]): SearchItem[] {
  return rows.map((row) => {
    const item: SearchItem = { guid: row.id };
    for (const field of fields) {
      const value = row[field];
      item[field] = value === null ? null : toSearchField(value, row[`${field}_hl`]);
    }
    return item;
  });
}
