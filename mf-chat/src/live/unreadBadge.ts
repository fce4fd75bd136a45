import { badgeCounted } from '@portal/shared';
import { CHAT_UNREAD_BADGE } from '../lib/chatBadge';
import { type ChatStore, chatServiceFor } from '../service/chatServiceInstance';

/** Sets the chat button's badge from the service; a failure leaves the badge as it was. */
export async function refreshUnreadBadge(store: ChatStore): Promise<void> {
  try {
    const total = await chatServiceFor(store).unreadTotal();
    store.dispatch(badgeCounted({ key: CHAT_UNREAD_BADGE, count: total }));
  } catch {
    // Quietly: the badge is a hint, and the chat pages say what went wrong.
  }
}
