import { type AreaHooks, CHAT_ROLES, type PortalStore, selectRole } from '@portal/shared';
import { callCenterFor } from './call/callCenter';

function connect(store: PortalStore): void {
  const role = selectRole(store.getState());
  if (role && CHAT_ROLES.includes(role)) callCenterFor(store).connect();
}

/** Run by the shell outside the call pages (the definition names both hooks). */
export const hooks: AreaHooks = {
  // Spec 4: after sign-in a call can ring on any screen.
  startup: connect,
  // Spec 2: resuming connects again at once if the connection was lost while hidden.
  resume: connect,
};
