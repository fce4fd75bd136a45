import { Button, type ChatMessage, type ChatReactionType, pageScroller } from '@portal/shared';
import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { chatText } from '../chatText';
import { MessageItem, messageElementId } from './MessageItem';

const Messages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
`;

const Earlier = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** How close to the end of the page counts as reading the newest messages, in px. */
const NEAR_END = 160;

function scroller(): Element | null {
  return pageScroller() ?? document.scrollingElement;
}

function elementOf(messageId: string): HTMLElement | null {
  return document.getElementById(messageElementId(messageId));
}

export interface MessageListProps {
  messages: ChatMessage[];
  myId: string | undefined;
  timeZone: string;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier(): void;
  onReact(message: ChatMessage, type: ChatReactionType): void;
  /** Something to say politely: a copy's result, how many earlier messages came. */
  onAnnounce(text: string): void;
}

/**
 * A conversation, oldest to newest. It opens at the newest message and follows new ones while
 * the reader is at the end; loading earlier messages keeps what the reader was looking at in
 * place and moves focus to the message just before it.
 */
export function MessageList(props: MessageListProps) {
  const { messages, hasEarlier, loadingEarlier, onLoadEarlier, onAnnounce } = props;
  const kept = useRef<{ id: string; top: number } | null>(null);
  const lastId = useRef<string | null>(null);

  const loadEarlier = () => {
    const first = messages[0];
    if (first) {
      kept.current = { id: first.id, top: elementOf(first.id)?.getBoundingClientRect().top ?? 0 };
    }
    onLoadEarlier();
  };

  // Earlier messages came in above: hold the one that was first where it was.
  useLayoutEffect(() => {
    const place = kept.current;
    if (!place) return;
    const index = messages.findIndex((message) => message.id === place.id);
    // Still first: the earlier page has not arrived (or there was none).
    if (index === 0) return;
    kept.current = null;
    const element = elementOf(place.id);
    const page = scroller();
    if (index <= 0 || !element) return;
    const shift = element.getBoundingClientRect().top - place.top;
    if (page && shift) page.scrollTop += shift;
    elementOf(messages[index - 1].id)?.focus();
    onAnnounce(chatText.earlierLoaded(index));
  }, [messages, onAnnounce]);

  // New messages at the end: open at the end, and stay there while the reader is there.
  useLayoutEffect(() => {
    const last = messages[messages.length - 1];
    if (!last || last.id === lastId.current) return;
    const first = lastId.current === null;
    lastId.current = last.id;
    const page = scroller();
    if (!page) return;
    const added = elementOf(last.id)?.offsetHeight ?? 0;
    const fromEnd = page.scrollHeight - page.scrollTop - page.clientHeight - added;
    if (first || last.user.id === props.myId || fromEnd < NEAR_END) {
      page.scrollTop = page.scrollHeight;
    }
  }, [messages, props.myId]);

  return (
    <>
      {hasEarlier && (
        <Earlier>
          <Button variant="secondary" busy={loadingEarlier} onClick={loadEarlier}>
            {chatText.loadEarlier}
          </Button>
        </Earlier>
      )}
      <Messages aria-label={chatText.messages}>
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            myId={props.myId}
            timeZone={props.timeZone}
            onReact={props.onReact}
            onCopyResult={onAnnounce}
          />
        ))}
      </Messages>
    </>
  );
}
