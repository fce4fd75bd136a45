import type { AreaHooks } from '@portal/shared';
import { directoryApi } from './api/directoryApi';

/** Run by the shell outside the directory's pages. */
export const hooks: AreaHooks = {
  // Spec 2: resume reloads the directory.
  resume: (store) => {
    store.dispatch(directoryApi.util.invalidateTags(['Directory']));
  },
};
