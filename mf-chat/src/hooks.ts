import { type AreaHooks, CHAT_ROLES, type PortalStore, selectRole } from '@portal/shared';
import { startChat } from './live/startChat';
import { refreshUnreadBadge } from './live/unreadBadge';

/** The shell loads the area only for the roles that chat; a user not yet loaded is let through. */
function mayChat(store: PortalStore): boolean {
  const role = selectRole(store.getState());
  return role === undefined || CHAT_ROLES.includes(role);
}

function connectAndCount(store: PortalStore): void {
  if (!mayChat(store)) return;
  startChat(store);
  void refreshUnreadBadge(store);
}

/** Run by the shell outside the chat pages (the definition names both hooks). */
export const hooks: AreaHooks = {
  // Spec 4: after sign-in the chat connects and the chat button shows the unread count.
  startup: connectAndCount,
  // Spec 2: resuming reloads the badge (and reconnects if the connection had given up).
  resume: connectAndCount,
};
