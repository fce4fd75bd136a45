import { renderHook } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useScrollMargin } from './pageScroller';

describe('useScrollMargin', () => {
  it('measures where the list starts once the first frame is rendered, not before it', () => {
    const list = document.createElement('ul');
    const measure = jest
      .spyOn(list, 'getBoundingClientRect')
      .mockReturnValue({ top: 120 } as DOMRect);
    const ref = { current: list };
    const margins: number[] = [];
    let measuredBeforePaint: number | undefined;
    renderHook(() => {
      margins.push(useScrollMargin(ref, null));
      // Runs as the frame is committed, before the browser paints it.
      useLayoutEffect(() => {
        measuredBeforePaint ??= measure.mock.calls.length;
      });
    });
    // The first frame neither waits for a forced layout nor renders twice before it shows.
    expect(measuredBeforePaint).toBe(0);
    expect(margins).toEqual([0, 120]);
    expect(measure).toHaveBeenCalledTimes(1);
  });

  it('measures within the element the page scrolls in, counting what it has scrolled', () => {
    const list = document.createElement('ul');
    const scroller = document.createElement('main');
    jest.spyOn(list, 'getBoundingClientRect').mockReturnValue({ top: 150 } as DOMRect);
    jest.spyOn(scroller, 'getBoundingClientRect').mockReturnValue({ top: 50 } as DOMRect);
    scroller.scrollTop = 30;
    const ref = { current: list };
    const { result } = renderHook(() => useScrollMargin(ref, scroller));
    expect(result.current).toBe(130);
  });
});
