import { latencyRow } from './benchRun.ts';

describe('latencyRow', () => {
  it('shows p50, p95 and the slowest of the timings, in any order', () => {
    const times = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(latencyRow('read', times, '≤ 20')).toBe('| read | 51.0 | 96.0 | 100.0 | ≤ 20 |');
    expect(latencyRow('one', [3.25])).toBe('| one | 3.3 | 3.3 | 3.3 |');
  });
});
