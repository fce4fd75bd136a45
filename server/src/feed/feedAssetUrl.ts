import type { FileLinks } from '../http/fileLinks.ts';

/** Spec 7: feed asset URLs are rewritten from the v3 to the v2 content path. */
export const V2_CONTENT_PREFIX = '/v2/content/';

export function rewriteAssetUrl(url: string): string;
export function rewriteAssetUrl(url: string | null): string | null;
export function rewriteAssetUrl(url: string | null): string | null {
  if (url === null) return null;
  // Absolute URLs keep their host; only the path prefix changes.
  return url.replace(/^((?:https?:\/\/[^/]+)?)\/v3\/content\//, `$1${V2_CONTENT_PREFIX}`);
}

export const ASSET_PATH_PREFIX = `${V2_CONTENT_PREFIX}assets/`;

/** The portal's own stored files get a signed link; other addresses stay as they are. */
export function signAssetUrl(url: string, links: FileLinks): string;
export function signAssetUrl(url: string | null, links: FileLinks): string | null;
export function signAssetUrl(url: string | null, links: FileLinks): string | null {
  if (url === null || !url.startsWith(ASSET_PATH_PREFIX)) return url;
  return links.sign(url.split('?')[0]);
}
