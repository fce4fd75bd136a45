import { useEffect, useRef, useState } from 'react';
import { chatText } from '../../chatText';
import { messageGist } from '../../lib/channelFacts';
import { compareMessageIds } from '../../lib/messageIds';
import { useChatService } from '../../live/useLiveChat';

/** How long 'is typing' shows after the last sign of it. */
const TYPING_SHOWN_MS = 5_000;

/**
 * What the other person does in the open channel, as it happens: their new messages, to be
 * announced, and whether they are typing. Only messages newer than the newest shown are news
 * (a reconnected socket replays ones the page already has).
 */
export function useConversationNews(
  channelId: string,
  myId: string | undefined,
  newestShown: string | undefined,
  announce: (text: string) => void,
): { typing: boolean } {
  const service = useChatService();
  const [typing, setTyping] = useState(false);
  const newest = useRef(newestShown);
  useEffect(() => {
    newest.current = newestShown;
  }, [newestShown]);

  useEffect(() => {
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    const stopTyping = () => {
      clearTimeout(typingTimer);
      setTyping(false);
    };
    const unsubscribe = service.subscribe((event) => {
      if (event.type === 'message.new') {
        const { message } = event;
        if (message.channelId !== channelId || message.user.id === myId) return;
        const shown = newest.current;
        if (shown === undefined || compareMessageIds(message.id, shown) <= 0) return;
        newest.current = message.id;
        stopTyping();
        announce(chatText.newMessageFrom(message.user.name, messageGist(message)));
      } else if (event.type === 'typing') {
        if (event.channelId !== channelId || event.userId === myId) return;
        setTyping(true);
        clearTimeout(typingTimer);
        typingTimer = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
      }
    });
    return () => {
      unsubscribe();
      clearTimeout(typingTimer);
    };
  }, [service, channelId, myId, announce]);

  return { typing };
}
