import type { ChatService } from '../service/chatService';
import { type ChatStore, chatServiceFor } from '../service/chatServiceInstance';
import { applyChatEvent } from './applyChatEvent';

const listening = new WeakSet<ChatService>();

/**
 * The chat service of the page, connected, with its events kept in the store. Safe to call
 * again: from the startup and resume hooks and from every chat screen (an area opened without
 * the shell has no hooks).
 */
export function startChat(store: ChatStore): ChatService {
  const service = chatServiceFor(store);
  if (!listening.has(service)) {
    listening.add(service);
    service.subscribe((event) => applyChatEvent(store, event));
  }
  service.connect();
  return service;
}
