import {
  badgeCounted,
  type ChatEvent,
  type PortalState,
  selectUser,
  showWebNotice,
} from '@portal/shared';
import { chatApi, messageArrived, patchChannels, selectLoadedChannels } from '../api/chatApi';
import { CHAT_UNREAD_BADGE } from '../lib/chatBadge';
import {
  channelsWithMessage,
  channelsWithout,
  channelsWithRead,
  channelsWithUpdatedMessage,
} from '../lib/chatCaches';
import type { ChatStore } from '../service/chatServiceInstance';
import { refreshUnreadBadge } from './unreadBadge';

/** Is the channel in the loaded list of the community the portal shows? */
function isListed(state: PortalState, channelId: string): boolean | null {
  const channels = selectLoadedChannels(state, state.session.communityId ?? '');
  return channels ? channels.some((channel) => channel.id === channelId) : null;
}

/** Brings the loaded chat data and the unread badge up to date with one real-time event. */
export function applyChatEvent(store: ChatStore, event: ChatEvent): void {
  const state = store.getState() as PortalState;
  switch (event.type) {
    case 'ready':
      // Connected (again): what arrived meanwhile is fetched for what is loaded, the list and
      // the badge asked again. A resumed socket also replays; the merge drops what is there.
      void refreshUnreadBadge(store);
      store.dispatch(chatApi.util.invalidateTags(['ChatChannels']));
      for (const channelId of chatApi.util.selectCachedArgsForQuery(state, 'chatMessages')) {
        store.dispatch(chatApi.endpoints.chatCatchUp.initiate(channelId));
      }
      break;
    case 'message.new': {
      const { message } = event;
      store.dispatch(messageArrived(message));
      if (message.user.id !== selectUser(state)?._id) {
        // Spec 4: a web notification while the portal is hidden; a click opens the chat.
        void showWebNotice({
          title: message.user.name,
          body: message.text || 'Sent a file.',
          url: `/chat/details/${encodeURIComponent(message.channelId)}`,
          tag: `chat-${message.channelId}`,
        }).catch(() => undefined);
      }
      if (isListed(state, message.channelId) === false) {
        // A new chat, or a hidden one that came back: the list is loaded again.
        store.dispatch(chatApi.util.invalidateTags(['ChatChannels']));
      } else {
        const myId = selectUser(state)?._id;
        store.dispatch(
          patchChannels(state, (list) => channelsWithMessage(list, message, myId) ?? list),
        );
      }
      break;
    }
    case 'message.updated':
      store.dispatch(messageArrived(event.message));
      store.dispatch(
        patchChannels(state, (list) => channelsWithUpdatedMessage(list, event.message)),
      );
      break;
    case 'read':
      // Read in another tab or device by the same person.
      if (event.userId === selectUser(state)?._id)
        store.dispatch(patchChannels(state, (list) => channelsWithRead(list, event.channelId)));
      break;
    case 'channel.deleted':
      store.dispatch(patchChannels(state, (list) => channelsWithout(list, event.channelId)));
      store.dispatch(chatApi.util.invalidateTags([{ type: 'ChatChannel', id: event.channelId }]));
      break;
    case 'unread':
      store.dispatch(badgeCounted({ key: CHAT_UNREAD_BADGE, count: event.total }));
      break;
    case 'typing':
      // Shown only by the open conversation, which listens for it itself.
      break;
  }
}
