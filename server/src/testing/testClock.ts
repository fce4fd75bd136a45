/** Everything jest can fake but Date: timers run for real, so the server and database work as usual. */
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/**
 * Sets the test's clock (Date only) to `now`. A frozen clock keeps every date of the test
 * exact; a running one moves on from `now` in real time, for tests whose rows must be
 * ordered by the moment they were written. `jest.setSystemTime` moves it later.
 */
export function setTestClock(now: Date, { running = false } = {}): void {
  jest.useFakeTimers({ now, advanceTimers: running, doNotFake: [...REAL_TIMERS] });
}
