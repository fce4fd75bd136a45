import { PLATFORM_VERSION } from '@portal/shared';
import satisfies from 'semver/functions/satisfies';

/**
 * Whether this portal's platform is in the range an area's definition needs; no range means
 * any. A range that cannot be read fits nothing.
 */
export function isCompatible(range: string | null | undefined, version = PLATFORM_VERSION) {
  if (!range) return true;
  try {
    return satisfies(version, range);
  } catch {
    return false;
  }
}
