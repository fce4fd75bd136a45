import type { AreaHooks } from '@portal/shared';
import { wellnessApi } from './api/wellnessApi';

/** Run by the shell outside the wellness pages (the definition names the hooks). */
export const hooks: AreaHooks = {
  // The wellness token is asked for once a tab. Asking while the portal is idle after sign-in
  // takes that round trip off the first visit to Wellness; the account comes with it (kept
  // while unused for RTK Query's minute, the token for the tab).
  startup: (store) => {
    store.dispatch(wellnessApi.util.prefetch('wellnessAccount', undefined, {}));
  },
  // Spec 2: resuming reloads the wellness info.
  resume: (store) => {
    store.dispatch(
      wellnessApi.util.invalidateTags(['WellnessAccount', 'WellnessValues', 'WellnessConnectors']),
    );
  },
};
