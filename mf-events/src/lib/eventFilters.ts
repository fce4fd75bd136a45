import type { EventPriceFilter } from '@portal/shared';

/** Spec 4: the price filter on costsMoney is applied on the client. */
export function applyPriceFilter<T extends { costsMoney: boolean }>(
  events: readonly T[],
  price: EventPriceFilter,
): T[] {
  if (price === 'free') return events.filter((event) => !event.costsMoney);
  if (price === 'costs') return events.filter((event) => event.costsMoney);
  return [...events];
}

/** Turns one calendar on or off in the selection, keeping the order calendars were chosen in. */
export function toggleCalendar(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((c) => c !== id) : [...selected, id];
}
