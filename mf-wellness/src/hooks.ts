import type { AreaHooks } from '@portal/shared';
import { wellnessApi } from './api/wellnessApi';

/** Run by the shell outside the wellness pages (the definition names the hook). */
export const hooks: AreaHooks = {
  // Spec 2: resuming reloads the wellness info.
  resume: (store) => {
    store.dispatch(
      wellnessApi.util.invalidateTags(['WellnessAccount', 'WellnessValues', 'WellnessConnectors']),
    );
  },
};
