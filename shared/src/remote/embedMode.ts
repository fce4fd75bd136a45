/** Whether this page is someone else's, showing portal areas through the embed loader. */
let embedded = false;

/** An embedded area leaves the page's title and address alone. */
export function markEmbedded(): void {
  embedded = true;
}

export function isEmbedded(): boolean {
  return embedded;
}
