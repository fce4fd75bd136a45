import { act, renderHook } from '@testing-library/react';
import { firstPageSettled, useFirstPageSettled } from './firstPage';

// The shell renders its first page in one go and later navigations as transitions: it switches
// on this hook. A file of its own, as "settled" is once per page (per module).
describe('useFirstPageSettled', () => {
  it('is false until the first page settles, then true, and true at once for a later component', () => {
    const first = renderHook(() => useFirstPageSettled());
    expect(first.result.current).toBe(false);
    act(() => firstPageSettled());
    expect(first.result.current).toBe(true);
    expect(renderHook(() => useFirstPageSettled()).result.current).toBe(true);
  });
});
