import { resolveEnvironment } from '@portal/shared';

/** Files and pictures of the chat come as paths on the API's origin; others are left alone. */
export function assetUrl(pathOrUrl: string): string;
export function assetUrl(pathOrUrl: string | null | undefined): string | undefined;
export function assetUrl(pathOrUrl: string | null | undefined): string | undefined {
  if (!pathOrUrl) return undefined;
  if (pathOrUrl.startsWith('/') && !pathOrUrl.startsWith('//'))
    return `${resolveEnvironment().apiOrigin}${pathOrUrl}`;
  return pathOrUrl;
}
