import { satisfy } from '@module-federation/enhanced/runtime';
import { PLATFORM_VERSION } from '@portal/shared';

/**
 * Whether this portal's platform is in the range an area's definition needs; no range means
 * any. A range that cannot be read fits nothing. The range is read by the federation runtime's
 * own semver (the one it checks shared singletons with), already on the page.
 */
export function isCompatible(range: string | null | undefined, version = PLATFORM_VERSION) {
  if (!range) return true;
  try {
    return satisfy(version, range);
  } catch {
    return false;
  }
}
