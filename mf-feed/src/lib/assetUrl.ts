import { resolveEnvironment } from '@portal/shared';

/** Asset URLs come as API paths (already on v2); they are fetched from the API's origin. */
export function absoluteAssetUrl(url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${resolveEnvironment().apiOrigin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Only plain web addresses may be opened from a post (never javascript:, data: or the like). */
export function safeWebUrl(url: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !/^https?:/i.test(url)) return null;
  try {
    const parsed = new URL(absoluteAssetUrl(url));
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
