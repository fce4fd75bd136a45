import { tokens, usePageScroller, useScrollMargin } from '@portal/shared';
import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type RefObject, useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { DirectoryRow } from '../api/directoryApi';
import { PersonRow } from './PersonRow';

const ROW_ESTIMATE = 76;
/** The next page is asked for while this many loaded rows are still below the screen. */
const NEAR_END_ROWS = 15;

const Outer = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  position: relative;
  background: ${tokens.colors.surface};
  border: 1px solid ${tokens.colors.divider};
  border-radius: ${tokens.radii.lg};
`;

const Item = styled.li`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
`;

interface ListProps {
  /** The people loaded so far. */
  people: DirectoryRow[];
  /** How many people the whole list has. */
  total: number;
  label: string;
  /** Called when the rows shown come near the end of those loaded. */
  onNearEnd?: () => void;
}

interface RowsProps extends ListProps {
  listRef: RefObject<HTMLUListElement | null>;
  virtualizer: Virtualizer<Window, Element> | Virtualizer<HTMLElement, Element>;
}

function PeopleRows({ people, total, label, onNearEnd, listRef, virtualizer }: RowsProps) {
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (lastShown >= people.length - NEAR_END_ROWS) onNearEnd?.();
  }, [lastShown, people.length, onNearEnd]);
  return (
    <Outer
      ref={listRef}
      role="list"
      aria-label={label}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => (
        <Item
          key={people[row.index]._id}
          data-index={row.index}
          ref={virtualizer.measureElement}
          aria-setsize={Math.max(total, people.length)}
          aria-posinset={row.index + 1}
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
        >
          <PersonRow person={people[row.index]} />
        </Item>
      ))}
    </Outer>
  );
}

function WindowPeopleList(props: ListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const offset = useScrollMargin(listRef, null);
  const virtualizer = useWindowVirtualizer({
    count: props.people.length,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    scrollMargin: offset,
  });
  return <PeopleRows {...props} listRef={listRef} virtualizer={virtualizer} />;
}

function ScrollerPeopleList({ scroller, ...props }: ListProps & { scroller: HTMLElement }) {
  const listRef = useRef<HTMLUListElement>(null);
  const offset = useScrollMargin(listRef, scroller);
  const virtualizer = useVirtualizer({
    count: props.people.length,
    getScrollElement: () => scroller,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    scrollMargin: offset,
  });
  return <PeopleRows {...props} listRef={listRef} virtualizer={virtualizer} />;
}

/**
 * The people of a list, virtualised against the page's scroll (the window's, or on phones the
 * main area's): only the rows near the screen are in the document (a long list stays fast on
 * a modest tablet). Each row says its place in the list to screen readers.
 */
export function VirtualPeopleList(props: ListProps) {
  const scroller = usePageScroller();
  return scroller ? (
    <ScrollerPeopleList {...props} scroller={scroller} />
  ) : (
    <WindowPeopleList {...props} />
  );
}
