import type { Controller } from './controller.ts';

const MINUTE_MS = 60_000;
/** After a long pause (or a clock moved far ahead) only the last hour's timed scenes fire. */
const CATCH_UP_MINUTES = 60;

export interface TickerSettings {
  controllers: () => Iterable<Controller>;
  clock: () => Date;
  tickMs: number;
  driftIntervalMs: number;
}

/**
 * The one timer of the simulator, whatever the number of controllers: every minute the clock
 * enters fires that minute's timed scenes; every drift interval the thermostats move. Returns
 * a function that stops it.
 */
export function startTicker(settings: TickerSettings): () => void {
  const minuteOf = () => Math.floor(settings.clock().getTime() / MINUTE_MS);
  const ticksPerDrift = Math.max(1, Math.round(settings.driftIntervalMs / settings.tickMs));
  let lastMinute = minuteOf();
  let ticks = 0;

  const timer = setInterval(() => {
    const minute = minuteOf();
    const first = Math.max(lastMinute + 1, minute - CATCH_UP_MINUTES + 1);
    for (let due = first; due <= minute; due += 1) {
      for (const controller of settings.controllers()) controller.runTimedScenes(due * MINUTE_MS);
    }
    // A clock set back starts counting again from where it now is.
    lastMinute = minute;
    ticks += 1;
    if (ticks % ticksPerDrift === 0) {
      for (const controller of settings.controllers()) controller.driftRoomTemperatures();
    }
  }, settings.tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
