import type { ChatMessage } from '@portal/shared';
import { useEffect, useState } from 'react';
import { useMarkReadMutation } from '../../api/chatApi';

function useVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const changed = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  }, []);
  return visible;
}

/**
 * Marks the channel read when it opens and whenever a message from the other person arrives
 * while it is open and the page is in view (a hidden page waits until it is seen).
 */
export function useReadWhileOpen(
  channelId: string,
  messages: ChatMessage[] | undefined,
  myId: string | undefined,
): void {
  const [markRead] = useMarkReadMutation();
  const visible = useVisible();
  const lastFromOther = messages?.findLast((message) => message.user.id !== myId)?.id ?? null;
  const loaded = messages !== undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new message from the other person is read again
  useEffect(() => {
    if (!loaded || !visible) return;
    void markRead(channelId);
  }, [channelId, loaded, visible, lastFromOther, markRead]);
}
