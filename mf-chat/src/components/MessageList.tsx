import {
  Button,
  type ChatMessage,
  type ChatReactionType,
  scrollMarginOf,
  tokens,
  usePageScroller,
} from '@portal/shared';
import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { chatText } from '../chatText';
import { MessageItem, messageElementId } from './MessageItem';

/** A message's height before it is measured, in px. */
const MESSAGE_ESTIMATE = 150;
const OVERSCAN = 6;
/** How close to the end of the page counts as reading the newest messages, in px. */
const NEAR_END = 160;

const Messages = styled.ol`
  position: relative;
  list-style: none;
  margin: 0 0 ${tokens.space.lg};
  padding: 0;
`;

const Row = styled.li`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  padding-bottom: ${tokens.space.sm};
`;

const Earlier = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${tokens.space.md};
`;

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

type MessageVirtualizer = Virtualizer<Window, Element> | Virtualizer<HTMLElement, Element>;

/** What the page scrolls: the main area on phones, otherwise the document. */
function scrollingElement(scroller: HTMLElement | null): Element | null {
  return scroller ?? document.scrollingElement;
}

function elementOf(messageId: string): HTMLElement | null {
  return document.getElementById(messageElementId(messageId));
}

/** Where the visible part of the page starts, in viewport px. */
function viewTop(scroller: HTMLElement | null): number {
  return scroller ? scroller.getBoundingClientRect().top : 0;
}

interface RowsProps extends MessageListProps {
  scroller: HTMLElement | null;
  listRef: RefObject<HTMLOListElement | null>;
  virtualizer: MessageVirtualizer;
}

/**
 * What the page holds still while heights are measured: its end (the newest message), or a
 * message at a place on screen (after earlier messages came in above it).
 */
type Hold = { end: true } | { end: false; id: string; top: number } | null;

function MessageRows(props: RowsProps) {
  const { messages, hasEarlier, loadingEarlier, onLoadEarlier, onAnnounce } = props;
  const { scroller, listRef, virtualizer } = props;
  /** The message that was first when earlier ones were asked for, and where it was on screen. */
  const kept = useRef<{ id: string; top: number } | null>(null);
  const hold = useRef<Hold>({ end: true });
  const lastId = useRef<string | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);

  const loadEarlier = () => {
    const first = messages[0];
    if (first) {
      const top = elementOf(first.id)?.getBoundingClientRect().top ?? viewTop(scroller);
      kept.current = { id: first.id, top: top - viewTop(scroller) };
    }
    hold.current = null;
    onLoadEarlier();
  };

  // The reader leaves the end by scrolling up and comes back to it by scrolling down; any
  // scrolling of their own lets go of a held message.
  useEffect(() => {
    const target: HTMLElement | Window = scroller ?? window;
    const onScroll = () => {
      const page = scrollingElement(scroller);
      if (!page || kept.current || (hold.current && !hold.current.end)) return;
      const nearEnd = page.scrollHeight - page.scrollTop - page.clientHeight < NEAR_END;
      hold.current = nearEnd ? { end: true } : null;
    };
    const letGo = () => {
      if (hold.current && !hold.current.end) hold.current = null;
    };
    const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    target.addEventListener('scroll', onScroll, { passive: true });
    for (const input of inputs) window.addEventListener(input, letGo, { passive: true });
    return () => {
      target.removeEventListener('scroll', onScroll);
      for (const input of inputs) window.removeEventListener(input, letGo);
    };
  }, [scroller]);

  // Earlier messages came in above: hold the one that was first where it was on screen, and
  // move focus to the message just before it.
  useLayoutEffect(() => {
    const place = kept.current;
    if (!place) return;
    const index = messages.findIndex((message) => message.id === place.id);
    // Still first: the earlier page has not arrived (or there was none).
    if (index === 0) return;
    kept.current = null;
    if (index < 0) return;
    const start = virtualizer.measurementsCache[index]?.start;
    const page = scrollingElement(scroller);
    const list = listRef.current;
    if (page && list && start !== undefined) {
      const top = list.getBoundingClientRect().top + start - virtualizer.options.scrollMargin;
      page.scrollTop += top - viewTop(scroller) - place.top;
      hold.current = { end: false, ...place };
    }
    setFocusId(messages[index - 1].id);
    onAnnounce(chatText.earlierLoaded(index));
  }, [messages, onAnnounce, scroller, virtualizer, listRef]);

  // The message to focus is drawn once the page has scrolled to it.
  useEffect(() => {
    if (!focusId) return;
    const element = elementOf(focusId);
    if (element) {
      element.focus({ preventScroll: true });
      setFocusId(null);
    }
  });

  // A new message at the end: follow it when it is one's own or the reader is at the end.
  const last = messages.at(-1);
  if (last && last.id !== lastId.current) {
    if (lastId.current === null || last.user.id === props.myId) hold.current = { end: true };
    lastId.current = last.id;
  }

  // Measured heights replace the estimates: keep what is held where it was.
  const total = virtualizer.getTotalSize();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the total height changes
  useLayoutEffect(() => {
    const held = hold.current;
    const page = scrollingElement(scroller);
    if (!held || !page || kept.current) return;
    if (held.end) {
      page.scrollTop = page.scrollHeight;
      return;
    }
    const element = elementOf(held.id);
    if (!element) return;
    const shift = element.getBoundingClientRect().top - viewTop(scroller) - held.top;
    if (Math.abs(shift) >= 1) page.scrollTop += shift;
  }, [total, scroller]);

  const rows = virtualizer.getVirtualItems();
  return (
    <>
      {hasEarlier && (
        <Earlier>
          <Button variant="secondary" busy={loadingEarlier} onClick={loadEarlier}>
            {chatText.loadEarlier}
          </Button>
        </Earlier>
      )}
      <Messages ref={listRef} aria-label={chatText.messages} style={{ height: total }}>
        {rows.map((row) => {
          const message = messages[row.index];
          return (
            <Row
              key={message.id}
              data-index={row.index}
              ref={virtualizer.measureElement}
              aria-setsize={hasEarlier ? -1 : messages.length}
              aria-posinset={hasEarlier ? undefined : row.index + 1}
              style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
            >
              <MessageItem
                message={message}
                myId={props.myId}
                timeZone={props.timeZone}
                onReact={props.onReact}
                onCopyResult={onAnnounce}
              />
            </Row>
          );
        })}
      </Messages>
    </>
  );
}

function options(messages: ChatMessage[], scrollMargin: number) {
  return {
    count: messages.length,
    estimateSize: () => MESSAGE_ESTIMATE,
    getItemKey: (index: number) => messages[index].id,
    overscan: OVERSCAN,
    scrollMargin,
  };
}

function WindowMessages(props: MessageListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const [margin, setMargin] = useState(0);
  // What is above the list (the earlier button, a problem) comes and goes.
  useLayoutEffect(() => setMargin(scrollMarginOf(listRef.current, null)));
  const virtualizer = useWindowVirtualizer(options(props.messages, margin));
  return <MessageRows {...props} scroller={null} listRef={listRef} virtualizer={virtualizer} />;
}

function ScrollerMessages({ scroller, ...props }: MessageListProps & { scroller: HTMLElement }) {
  const listRef = useRef<HTMLOListElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => setMargin(scrollMarginOf(listRef.current, scroller)));
  const virtualizer = useVirtualizer({
    ...options(props.messages, margin),
    getScrollElement: () => scroller,
  });
  return <MessageRows {...props} scroller={scroller} listRef={listRef} virtualizer={virtualizer} />;
}

/**
 * A conversation, oldest to newest, virtualised against the page's scroll: only the messages
 * near the screen are in the document, so a long conversation stays light. It opens at the
 * newest message and follows new ones while the reader is at the end; loading earlier messages
 * keeps what the reader was looking at in place and moves focus to the message just before it.
 */
export function MessageList(props: MessageListProps) {
  const scroller = usePageScroller();
  return scroller ? (
    <ScrollerMessages {...props} scroller={scroller} />
  ) : (
    <WindowMessages {...props} />
  );
}
