import type { BannerSeverity } from '@portal/shared';

/** A calm message shown at the top of a screen (signed out, password changed, ...). */
export interface Notice {
  severity: BannerSeverity;
  text: string;
}
