import {
  badgeCounted,
  CHAT_MESSAGE_PAGE_SIZE,
  type ChatChannel,
  type ChatMessage,
  type ChatReactionType,
  type ChatUser,
  type NewChatRequest,
  type PortalDispatch,
  type PortalError,
  portalApi,
  type SendMessageRequest,
  strings,
} from '@portal/shared';
import { CHAT_UNREAD_BADGE } from '../lib/chatBadge';
import {
  channelsWithMessage,
  channelsWithout,
  channelsWithRead,
  type MessagePages,
  mergeMessages,
  pagesWithMessage,
} from '../lib/chatCaches';
import { ChatFailure, type ChatService } from '../service/chatService';
import { chatServiceFor } from '../service/chatServiceInstance';

/** Tells a failed chat login apart from other failures (the screens offer to log in again). */
export const CHAT_LOGIN_FAILED = 'CHAT_LOGIN';
export const CHAT_NOT_FOUND = 'NOT_FOUND';

type QueryApi = { dispatch: PortalDispatch; getState(): unknown };

/** A chat call for an endpoint: its answer, or its failure as the portal API's error. */
async function viaService<Answer>(
  api: unknown,
  call: (service: ChatService) => Promise<Answer>,
): Promise<{ data: Answer } | { error: PortalError }> {
  try {
    return { data: await call(chatServiceFor(api as QueryApi)) };
  } catch (failure) {
    if (!(failure instanceof ChatFailure)) {
      return { error: { status: 'NETWORK', message: strings.generic } };
    }
    const code = failure.isLogin
      ? CHAT_LOGIN_FAILED
      : failure.status === 404
        ? CHAT_NOT_FOUND
        : undefined;
    return {
      error: {
        status: failure.status ?? 'NETWORK',
        message: failure.message,
        ...(code && { code }),
      },
    };
  }
}

/**
 * The chat's data as the screens read it. The channel list and each channel's messages count as
 * loaded for 2 h (the portal API's lifetime); real-time events keep them current meanwhile
 * (live/applyChatEvent.ts).
 */
export const chatApi = portalApi
  .enhanceEndpoints({ addTagTypes: ['ChatChannels', 'ChatChannel', 'ChatMessages'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** By community: switching community shows that community's chats. */
      chatChannels: build.query<ChatChannel[], string>({
        queryFn: (_communityId, api) => viaService(api, (service) => service.listChannels()),
        providesTags: ['ChatChannels'],
      }),
      chatChannel: build.query<ChatChannel, string>({
        queryFn: (channelId, api) => viaService(api, (service) => service.getChannel(channelId)),
        providesTags: (_result, _error, channelId) => [{ type: 'ChatChannel', id: channelId }],
      }),
      /** The latest page; `chatEarlierMessages` adds the older ones in front. */
      chatMessages: build.query<MessagePages, string>({
        queryFn: (channelId, api) =>
          viaService(api, async (service) => {
            const messages = await service.listMessages(channelId);
            return { messages, hasEarlier: messages.length >= CHAT_MESSAGE_PAGE_SIZE };
          }),
        providesTags: (_result, _error, channelId) => [{ type: 'ChatMessages', id: channelId }],
      }),
      chatEarlierMessages: build.mutation<ChatMessage[], { channelId: string; before: string }>({
        queryFn: ({ channelId, before }, api) =>
          viaService(api, (service) => service.listMessages(channelId, before)),
        async onQueryStarted({ channelId }, { dispatch, queryFulfilled }) {
          const { data: earlier } = await queryFulfilled.catch(() => ({ data: null }));
          if (!earlier) return;
          dispatch(
            chatApi.util.updateQueryData('chatMessages', channelId, (pages) => ({
              messages: mergeMessages(pages.messages, earlier),
              hasEarlier: earlier.length >= CHAT_MESSAGE_PAGE_SIZE,
            })),
          );
        },
      }),
      /**
       * The latest page again, merged into what is loaded (earlier pages stay): after the socket
       * (re)connects, whatever arrived while it was not connected.
       */
      chatCatchUp: build.mutation<ChatMessage[], string>({
        queryFn: (channelId, api) => viaService(api, (service) => service.listMessages(channelId)),
        async onQueryStarted(channelId, { dispatch, queryFulfilled }) {
          const { data: latest } = await queryFulfilled.catch(() => ({ data: null }));
          if (!latest) return;
          dispatch(
            chatApi.util.updateQueryData('chatMessages', channelId, (pages) => ({
              ...pages,
              messages: mergeMessages(pages.messages, latest),
            })),
          );
        },
      }),
      chatUsers: build.query<ChatUser[], string>({
        queryFn: (text, api) => viaService(api, (service) => service.searchUsers(text)),
        // People change little, and a search is cheap: a minute keeps typing back and forth quick.
        keepUnusedDataFor: 60,
      }),
      openChannel: build.mutation<ChatChannel, NewChatRequest>({
        queryFn: (request, api) => viaService(api, (service) => service.openChannel(request)),
        invalidatesTags: (_result, error) => (error ? [] : ['ChatChannels']),
      }),
      sendMessage: build.mutation<ChatMessage, { channelId: string } & SendMessageRequest>({
        queryFn: ({ channelId, ...request }, api) =>
          viaService(api, (service) => service.sendMessage(channelId, request)),
        // Shown at once, without waiting for the real-time echo (which then changes nothing).
        async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
          const { data: message } = await queryFulfilled.catch(() => ({ data: null }));
          if (!message) return;
          dispatch(messageArrived(message));
          dispatch(
            patchChannels(
              getState(),
              (list) => channelsWithMessage(list, message, message.user.id) ?? list,
            ),
          );
        },
      }),
      markRead: build.mutation<number, string>({
        queryFn: (channelId, api) => viaService(api, (service) => service.markRead(channelId)),
        async onQueryStarted(channelId, { dispatch, getState, queryFulfilled }) {
          const { data: total } = await queryFulfilled.catch(() => ({ data: null }));
          if (total === null) return;
          dispatch(badgeCounted({ key: CHAT_UNREAD_BADGE, count: total }));
          dispatch(patchChannels(getState(), (list) => channelsWithRead(list, channelId)));
        },
      }),
      react: build.mutation<ChatMessage, { messageId: string; type: ChatReactionType }>({
        queryFn: ({ messageId, type }, api) =>
          viaService(api, (service) => service.react(messageId, type)),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const { data: message } = await queryFulfilled.catch(() => ({ data: null }));
          if (message) dispatch(messageArrived(message));
        },
      }),
      // RTK Query needs an answer other than undefined: null stands for 'done'.
      hideChannel: build.mutation<null, string>({
        queryFn: (channelId, api) =>
          viaService<null>(api, (service) => service.hideChannel(channelId).then(() => null)),
        async onQueryStarted(channelId, { dispatch, getState, queryFulfilled }) {
          if (await queryFulfilled.then(() => true).catch(() => false))
            dispatch(patchChannels(getState(), (list) => channelsWithout(list, channelId)));
        },
      }),
      deleteChannel: build.mutation<null, string>({
        queryFn: (channelId, api) =>
          viaService<null>(api, (service) => service.deleteChannel(channelId).then(() => null)),
        async onQueryStarted(channelId, { dispatch, getState, queryFulfilled }) {
          if (await queryFulfilled.then(() => true).catch(() => false))
            dispatch(patchChannels(getState(), (list) => channelsWithout(list, channelId)));
        },
      }),
    }),
  });

/** Changes the loaded channel list of the community the portal shows, if it is loaded. */
export function patchChannels(state: unknown, change: (channels: ChatChannel[]) => ChatChannel[]) {
  const communityId = (state as { session: { communityId: string | null } }).session.communityId;
  return chatApi.util.updateQueryData('chatChannels', communityId ?? '', (channels) =>
    change(channels),
  );
}

/** Adds (or replaces) a message in its channel's loaded messages, if they are loaded. */
export function messageArrived(message: ChatMessage) {
  return chatApi.util.updateQueryData('chatMessages', message.channelId, (pages) =>
    pagesWithMessage(pages, message),
  );
}

type ChannelsSelectorState = Parameters<
  ReturnType<typeof chatApi.endpoints.chatChannels.select>
>[0];

/** The channel list as loaded for this community, read from the portal's store state. */
export function selectLoadedChannels(
  state: unknown,
  communityId: string,
): ChatChannel[] | undefined {
  // The root state knows the tag types the area added only by this area's own declaration.
  return chatApi.endpoints.chatChannels.select(communityId)(state as ChannelsSelectorState).data;
}

export const {
  useChatChannelsQuery,
  useChatChannelQuery,
  useChatMessagesQuery,
  useChatEarlierMessagesMutation,
  useChatUsersQuery,
  useOpenChannelMutation,
  useSendMessageMutation,
  useMarkReadMutation,
  useReactMutation,
  useHideChannelMutation,
  useDeleteChannelMutation,
} = chatApi;
