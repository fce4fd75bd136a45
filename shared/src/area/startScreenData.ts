import { CACHE_LIFETIME_MS } from '@portal/contracts';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { PortalStore } from '../store/createPortalStore';

/** An RTK Query request as `initiate` dispatches it: its answer, and a hold on its entry. */
type HeldRequest<Answer> = PromiseLike<Answer> & { unsubscribe(): void };

/** What startScreenData needs of an RTK Query endpoint (a query or an infinite query). */
export interface ScreenDataEndpoint<Arg, Answer> {
  select(arg: Arg): (state: never) => { data?: unknown };
  initiate(
    arg: Arg,
    options: { forceRefetch: number },
    // biome-ignore lint/suspicious/noExplicitAny: RTK Query types its thunks' state as any.
  ): ThunkAction<HeldRequest<Answer>, any, any, UnknownAction>;
}

/**
 * A screen's first data, asked for as its navigation begins (in a `screenRoute`'s `startData`)
 * rather than after its code has rendered; the screen reads the same cache entry (platform
 * 1.16). It is asked for again when older than the portal's lifetime of loaded data, as the
 * screen would ask (the answers kept offline come back dated 0), through `initiate`, which an
 * infinite query has too (it has no `util.prefetch`). It is held until it is in, and until
 * `andThen` (given the answer) has settled; the screen's own subscription keeps it after that.
 *
 * Returns the request, which the navigation waits for, unless the data is kept already (from
 * the last visit, or older than the lifetime): that shows at once while it is asked for again.
 */
export function startScreenData<Arg, Answer>(
  store: PortalStore,
  endpoint: ScreenDataEndpoint<Arg, Answer>,
  arg: Arg,
  andThen?: (answer: Answer) => unknown,
): Promise<Answer> | undefined {
  // The root state knows the tag types an area added only by the area's own declaration.
  const kept = endpoint.select(arg)(store.getState() as never).data !== undefined;
  const request = store.dispatch(
    endpoint.initiate(arg, { forceRefetch: CACHE_LIFETIME_MS / 1000 }),
  );
  const answered = Promise.resolve(request);
  void answered.then(andThen).finally(() => request.unsubscribe());
  return kept ? undefined : answered;
}
