import {
  connectionMonitor,
  type PortalDispatch,
  type PortalState,
  resolveEnvironment,
  strings,
} from '@portal/shared';
import { type ChatLoginAnswer, chatLoginApi } from './chatLoginApi';
import { ChatFailure, type ChatService } from './chatService';
import { PortalChatService } from './portalChatService';
import { ProviderChatService } from './providerChatService';

/** What the chat needs of the portal's store (the store itself, or a query's `api`). */
export interface ChatStore {
  dispatch: PortalDispatch;
  getState(): unknown;
}

export type ChatServiceFactory = (store: ChatStore, communityId: string) => ChatService;

/** The chat login's answer from the portal API; a refusal (403: staff, a hidden profile) says why. */
async function chatLogin(store: ChatStore, communityId: string): Promise<ChatLoginAnswer> {
  // Not tracked: the token must not sit in the store.
  const result = await store.dispatch(
    chatLoginApi.endpoints.chatLogin.initiate({ communityId }, { track: false }),
  );
  if ('data' in result && result.data) return result.data;
  const error = 'error' in result ? (result.error as { status?: unknown; message?: unknown }) : {};
  if (error.status === 403) {
    const message = typeof error.message === 'string' && error.message ? error.message : null;
    throw new ChatFailure(message ?? strings.chatLoginFailed, 'refused', 403);
  }
  throw new ChatFailure(strings.chatLoginFailed, 'login');
}

/**
 * The service the community's chat login names: the portal's own, or Stream's. The Stream one is
 * imported only then, so a page that never chats on Stream never downloads the SDK.
 */
const defaultFactory: ChatServiceFactory = (store, communityId) =>
  new ProviderChatService({
    login: () => chatLogin(store, communityId),
    portal: (login) =>
      new PortalChatService({
        apiOrigin: resolveEnvironment().apiOrigin,
        login,
        track: (call) => connectionMonitor.track(call),
      }),
    stream: async (answer, login) => {
      const { StreamChatService } = await import('./streamChatService');
      return new StreamChatService({
        apiKey: answer.apiKey,
        team: communityId,
        staffUserId: answer.staffUserId ?? null,
        login,
        track: (call) => connectionMonitor.track(call),
      });
    },
  });

let factory = defaultFactory;
let current: { communityId: string; service: ChatService } | null = null;

function communityOf(store: ChatStore): string {
  return (store.getState() as PortalState).session.communityId ?? '';
}

/**
 * The page's one chat service, for the community the portal shows; made when first needed, and
 * made again (the old one closed) when the person switches community.
 */
export function chatServiceFor(store: ChatStore): ChatService {
  const communityId = communityOf(store);
  if (current?.communityId !== communityId) {
    current?.service.disconnect();
    current = { communityId, service: factory(store, communityId) };
  }
  return current.service;
}

/** Replace how the service is made (tests use an in-memory one); closes the current one. */
export function setChatServiceFactory(next: ChatServiceFactory | null): void {
  current?.service.disconnect();
  current = null;
  factory = next ?? defaultFactory;
}
