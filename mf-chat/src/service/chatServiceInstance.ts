import {
  connectionMonitor,
  type PortalDispatch,
  type PortalState,
  resolveEnvironment,
  strings,
} from '@portal/shared';
import { chatLoginApi } from './chatLoginApi';
import { ChatFailure, type ChatService } from './chatService';
import { PortalChatService } from './portalChatService';

/** What the chat needs of the portal's store (the store itself, or a query's `api`). */
export interface ChatStore {
  dispatch: PortalDispatch;
  getState(): unknown;
}

export type ChatServiceFactory = (store: ChatStore, communityId: string) => ChatService;

/** The chat token from the portal API; a refusal (403: staff, a hidden profile) says why. */
async function chatToken(store: ChatStore, communityId: string): Promise<string> {
  // Not tracked: the token must not sit in the store.
  const result = await store.dispatch(
    chatLoginApi.endpoints.chatLogin.initiate({ communityId }, { track: false }),
  );
  if ('data' in result && result.data) return result.data.streamToken;
  const error = 'error' in result ? (result.error as { status?: unknown; message?: unknown }) : {};
  if (error.status === 403) {
    const message = typeof error.message === 'string' && error.message ? error.message : null;
    throw new ChatFailure(message ?? strings.chatLoginFailed, 'refused', 403);
  }
  throw new ChatFailure(strings.chatLoginFailed, 'login');
}

const portalFactory: ChatServiceFactory = (store, communityId) =>
  new PortalChatService({
    apiOrigin: resolveEnvironment().apiOrigin,
    login: () => chatToken(store, communityId),
    track: (call) => connectionMonitor.track(call),
  });

let factory = portalFactory;
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
  factory = next ?? portalFactory;
}
