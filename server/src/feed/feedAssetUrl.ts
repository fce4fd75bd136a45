/** Spec 7: feed asset URLs are rewritten from the v3 to the v2 content path. */
export const V2_CONTENT_PREFIX = '/v2/content/';

export function rewriteAssetUrl(url: string): string;
export function rewriteAssetUrl(url: string | null): string | null;
export function rewriteAssetUrl(url: string | null): string | null {
  if (url === null) return null;
  // Absolute URLs keep their host; only the path prefix changes.
  return url.replace(/^((?:https?:\/\/[^/]+)?)\/v3\/content\//, `$1${V2_CONTENT_PREFIX}`);
}
