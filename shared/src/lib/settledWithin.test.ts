import { settledWithin } from './settledWithin';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function watched(work: PromiseLike<unknown>, ms: number) {
  const seen = { settled: false };
  void settledWithin(work, ms).then(() => {
    seen.settled = true;
  });
  return seen;
}

it('settles as the work settles, either way, and leaves no timer', async () => {
  const answered = watched(Promise.resolve('in'), 1_000);
  const failed = watched(Promise.reject(new Error('down')), 1_000);
  await jest.advanceTimersByTimeAsync(0);
  expect([answered.settled, failed.settled]).toEqual([true, true]);
  expect(jest.getTimerCount()).toBe(0);
});

it('settles after `ms` when the work has not', async () => {
  const hung = watched(new Promise(() => {}), 1_000);
  await jest.advanceTimersByTimeAsync(999);
  expect(hung.settled).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(hung.settled).toBe(true);
});
