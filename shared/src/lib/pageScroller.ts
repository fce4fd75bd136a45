import { type RefObject, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The element the page scrolls in: the main area when the layout scrolls it (on phones, so
 * nothing scrolls under the bottom tabs), or null when the window scrolls.
 */
export function pageScroller(): HTMLElement | null {
  const main = document.getElementById('main');
  if (!main) return null;
  const { overflowY } = getComputedStyle(main);
  return overflowY === 'auto' || overflowY === 'scroll' ? main : null;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** pageScroller(), kept up to date as the screen changes size. */
export function usePageScroller(): HTMLElement | null {
  return useSyncExternalStore(subscribe, pageScroller, () => null);
}

/** Where a list starts within what the page scrolls (a virtualiser's scroll margin). */
export function scrollMarginOf(list: HTMLElement | null, scroller: HTMLElement | null): number {
  if (!list) return 0;
  const top = list.getBoundingClientRect().top;
  return scroller
    ? top - scroller.getBoundingClientRect().top + scroller.scrollTop
    : top + window.scrollY;
}

/**
 * A virtualised list's scroll margin, measured once its first frame is painted (platform
 * 1.10). Rows are placed at their start less the margin, so their places do not depend on it;
 * only how many rows are rendered does. Measured before the first paint, it cost a forced
 * layout and a second render of the whole list before anything showed.
 */
export function useScrollMargin(
  list: RefObject<HTMLElement | null>,
  scroller: HTMLElement | null,
): number {
  const [margin, setMargin] = useState(0);
  useEffect(() => setMargin(scrollMarginOf(list.current, scroller)), [list, scroller]);
  return margin;
}
