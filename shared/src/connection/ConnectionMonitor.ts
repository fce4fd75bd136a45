import {
  OFFLINE_CALL_MS,
  SLOW_CALL_MS,
  SLOW_MIN_CALLS,
  SLOW_RATIO,
  SLOW_STATS_RESET_MS,
} from '@portal/contracts';

export interface ConnectionEvents {
  callStarted(): void;
  callEnded(): void;
  /** A call hung for 30 s, or the network failed outright. */
  offline(): void;
  /** A call got an answer (any status): the network works. */
  answered(): void;
  slowChanged(slow: boolean): void;
  /** The slow-connection alert: at most once per session. */
  slowAlert(): void;
}

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const noEvents: ConnectionEvents = {
  callStarted() {},
  callEnded() {},
  offline() {},
  answered() {},
  slowChanged() {},
  slowAlert() {},
};

/** Spec 4 and 8: a fetch that fails at the network level ('Failed to fetch') means offline. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError && /failed/i.test(error.message);
}

/**
 * Watches every backend call (spec 4, Connection): a call unresolved after 5 s is slow,
 * one unresolved after 30 s means offline; the connection is slow while more than one
 * call, and more than half of them, were slow since the last 10-minute reset.
 */
export class ConnectionMonitor {
  private events: ConnectionEvents = noEvents;
  private total = 0;
  private slowCalls = 0;
  private slow = false;
  private slowAlertShown = false;
  private windowStart: number;

  constructor(private readonly clock: Clock = realClock) {
    this.windowStart = clock.now();
  }

  bind(events: ConnectionEvents): void {
    this.events = events;
  }

  async track<T>(call: () => Promise<T>): Promise<T> {
    this.resetIfStale();
    this.total += 1;
    this.events.callStarted();
    const slowTimer = this.clock.setTimeout(() => {
      this.slowCalls += 1;
      this.evaluate();
    }, SLOW_CALL_MS);
    const offlineTimer = this.clock.setTimeout(() => this.events.offline(), OFFLINE_CALL_MS);
    try {
      const result = await call();
      this.events.answered();
      return result;
    } catch (error) {
      if (isNetworkFailure(error)) this.events.offline();
      throw error;
    } finally {
      this.clock.clearTimeout(slowTimer);
      this.clock.clearTimeout(offlineTimer);
      this.events.callEnded();
    }
  }

  private resetIfStale(): void {
    if (this.clock.now() - this.windowStart < SLOW_STATS_RESET_MS) return;
    this.windowStart = this.clock.now();
    this.total = 0;
    this.slowCalls = 0;
    this.evaluate();
  }

  private evaluate(): void {
    const slow =
      this.slowCalls > SLOW_MIN_CALLS && this.slowCalls / Math.max(this.total, 1) > SLOW_RATIO;
    if (slow === this.slow) return;
    this.slow = slow;
    this.events.slowChanged(slow);
    if (slow && !this.slowAlertShown) {
      this.slowAlertShown = true;
      this.events.slowAlert();
    }
  }
}

/** The one monitor every call of the portal goes through. */
export const connectionMonitor = new ConnectionMonitor();
