const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]);
}

/**
 * A search field's highlightedValue (escaped text with `<mark>` tags) as plain text parts,
 * each saying whether it matched, so it renders as React text and never as HTML.
 */
export function highlightParts(highlightedValue: string): { text: string; mark: boolean }[] {
  return highlightedValue
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('<mark>')
        ? { text: decodeEntities(part.slice(6, -7)), mark: true }
        : { text: decodeEntities(part), mark: false },
    );
}
