import { type PortalStore, selectCommunityId } from '@portal/shared';
import { useEffect, useMemo } from 'react';
import { useSelector, useStore } from 'react-redux';
import type { ChatService } from '../service/chatService';
import { chatServiceFor } from '../service/chatServiceInstance';
import { startChat } from './startChat';

/** The portal's store, as the chat service needs it. */
export function useChatStore(): PortalStore {
  return useStore() as PortalStore;
}

/** Keeps the chat connected while a chat screen shows (also where the shell's hooks never ran). */
export function useLiveChat(): void {
  const store = useChatStore();
  const communityId = useSelector(selectCommunityId);
  useEffect(() => {
    if (communityId) startChat(store);
  }, [store, communityId]);
}

/** The page's chat service, for what goes past the store: uploads, typing, live events. */
export function useChatService(): ChatService {
  const store = useChatStore();
  const communityId = useSelector(selectCommunityId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new community has its own service
  return useMemo(() => chatServiceFor(store), [store, communityId]);
}
