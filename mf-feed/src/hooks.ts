import type { AreaHooks } from '@portal/shared';
import { feedApi } from './api/feedApi';
import { shouldReloadOnResume, whatsNewLoaded } from './lib/resumeReload';

/** Run by the shell outside the library's pages. */
export const hooks: AreaHooks = {
  // Spec 2: What's New reloads on resume unless the reader is already on it with it loaded.
  resume: (store) => {
    if (shouldReloadOnResume(window.location.pathname, whatsNewLoaded(store.getState()))) {
      store.dispatch(feedApi.util.invalidateTags(['WhatsNew']));
    }
  },
};
