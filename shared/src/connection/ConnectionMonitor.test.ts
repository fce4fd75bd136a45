import {
  type Clock,
  type ConnectionEvents,
  ConnectionMonitor,
  isNetworkFailure,
} from './ConnectionMonitor';

function fakeClock() {
  let now = 0;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 1;
  const clock: Clock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (id) => {
      timers = timers.filter((timer) => timer.id !== id);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    const due = timers.filter((timer) => timer.at <= now);
    timers = timers.filter((timer) => timer.at > now);
    for (const timer of due) timer.fn();
  };
  return { clock, advance };
}

function recorder() {
  const log: string[] = [];
  const events: ConnectionEvents = {
    callStarted: () => log.push('start'),
    callEnded: () => log.push('end'),
    offline: () => log.push('offline'),
    answered: () => log.push('answered'),
    slowChanged: (slow) => log.push(slow ? 'slow' : 'fast'),
    slowAlert: () => log.push('slowAlert'),
  };
  return { log, events };
}

/** A call that stays open until `finish` is called. */
function openCall(monitor: ConnectionMonitor) {
  let finish = () => {};
  const done = monitor.track(() => new Promise<void>((resolve) => (finish = resolve)));
  return {
    finish: async () => {
      finish();
      await done;
    },
  };
}

describe('ConnectionMonitor', () => {
  it('turns slow only with more than one slow call and a ratio above one half', async () => {
    const { clock, advance } = fakeClock();
    const { log, events } = recorder();
    const monitor = new ConnectionMonitor(clock);
    monitor.bind(events);
    const first = openCall(monitor);
    advance(5_000);
    expect(log).not.toContain('slow'); // one slow call is not enough
    await first.finish();
    const second = openCall(monitor);
    advance(5_000);
    expect(log.filter((e) => e === 'slow')).toHaveLength(1); // 2 slow of 2
    expect(log.filter((e) => e === 'slowAlert')).toHaveLength(1);
    await second.finish();
  });

  it('is not slow when half the calls or fewer were slow', async () => {
    const { clock, advance } = fakeClock();
    const { log, events } = recorder();
    const monitor = new ConnectionMonitor(clock);
    monitor.bind(events);
    for (let i = 0; i < 2; i += 1) await monitor.track(async () => 'quick');
    for (let i = 0; i < 2; i += 1) {
      const call = openCall(monitor);
      advance(5_000);
      await call.finish();
    }
    expect(log).not.toContain('slow'); // 2 slow of 4 is not above 0.5
  });

  it('shows the slow alert once per session, and resets the statistic every 10 minutes', async () => {
    const { clock, advance } = fakeClock();
    const { log, events } = recorder();
    const monitor = new ConnectionMonitor(clock);
    monitor.bind(events);
    const slowTwice = async () => {
      for (let i = 0; i < 2; i += 1) {
        const call = openCall(monitor);
        advance(5_000);
        await call.finish();
      }
    };
    await slowTwice();
    advance(10 * 60_000);
    await monitor.track(async () => 'after reset');
    expect(log).toContain('fast');
    await slowTwice();
    expect(log.filter((e) => e === 'slow')).toHaveLength(2);
    expect(log.filter((e) => e === 'slowAlert')).toHaveLength(1);
  });

  it('reports offline for a call unresolved after 30 s, and not before', async () => {
    const { clock, advance } = fakeClock();
    const { log, events } = recorder();
    const monitor = new ConnectionMonitor(clock);
    monitor.bind(events);
    const call = openCall(monitor);
    advance(29_999);
    expect(log).not.toContain('offline');
    advance(1);
    expect(log).toContain('offline');
    await call.finish();
  });

  it('reports offline when the network fails, and rethrows', async () => {
    const { clock } = fakeClock();
    const { log, events } = recorder();
    const monitor = new ConnectionMonitor(clock);
    monitor.bind(events);
    await expect(
      monitor.track(() => Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toThrow('Failed to fetch');
    expect(log).toEqual(['start', 'offline', 'end']);
  });

  it('reports an answered call, whatever its status, so offline can clear', async () => {
    const { clock } = fakeClock();
    const { log, events } = recorder();
    const monitor = new ConnectionMonitor(clock);
    monitor.bind(events);
    await monitor.track(() => Promise.resolve({ status: 503 }));
    expect(log).toEqual(['start', 'answered', 'end']);
  });

  it('tells network failures from other errors', () => {
    expect(
      isNetworkFailure(new TypeError('NetworkError when attempting to fetch resource: failed')),
    ).toBe(true);
    expect(isNetworkFailure(new Error('Failed to fetch'))).toBe(false);
    expect(isNetworkFailure(new TypeError('x is undefined'))).toBe(false);
  });
});
