import type { Db } from './database.ts';
import { gatherStatistics, PGLITE_ANALYZE_MS } from './pgliteDatabase.ts';

function fakeDb(): Db & { exec: jest.Mock; close: jest.Mock } {
  return {
    query: jest.fn(async () => []),
    exec: jest.fn(async () => undefined),
    transaction: jest.fn(),
    listen: jest.fn(),
    close: jest.fn(async () => undefined),
  } as unknown as Db & { exec: jest.Mock; close: jest.Mock };
}

describe('gatherStatistics', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('analyzes soon after opening, then on every round, until closed', async () => {
    const inner = fakeDb();
    const db = gatherStatistics(inner);
    jest.advanceTimersByTime(PGLITE_ANALYZE_MS.first - 1);
    expect(inner.exec).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(inner.exec).toHaveBeenCalledWith('ANALYZE');
    jest.advanceTimersByTime(PGLITE_ANALYZE_MS.every);
    expect(inner.exec).toHaveBeenCalledTimes(2);
    await db.close();
    expect(inner.close).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(PGLITE_ANALYZE_MS.every * 3);
    expect(inner.exec).toHaveBeenCalledTimes(2);
  });

  it('tries again next round when an analysis fails', () => {
    const inner = fakeDb();
    inner.exec.mockRejectedValueOnce(new Error('closing'));
    gatherStatistics(inner);
    jest.advanceTimersByTime(PGLITE_ANALYZE_MS.first + PGLITE_ANALYZE_MS.every);
    expect(inner.exec).toHaveBeenCalledTimes(2);
  });
});
