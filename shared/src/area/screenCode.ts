import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A screen's code, fetched once, as its route's loader and its element both reach it. */
export interface ScreenCode<P extends object> {
  /** Fetches the code, or joins the fetch under way; a failed fetch is tried again next time. */
  load(): Promise<ComponentType<P>>;
  /**
   * The screen, as `React.lazy` over `load`, except that once the code is in (the route's loader
   * awaited it) it renders in the same pass instead of suspending. A lazy screen rendered
   * outside a transition would show its fallback, and React holds the content back for up to
   * 300 ms after a fallback shows. Like `React.lazy`, a `Screen` whose first render joined a
   * fetch that failed stays failed; only `load` tries again.
   */
  Screen: LazyExoticComponent<ComponentType<P>>;
}

/** A screen whose code is fetched when first needed (platform 1.11). */
export function screenCode<P extends object>(
  fetchCode: () => Promise<ComponentType<P>>,
): ScreenCode<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const load = () => {
    loading ??= fetchCode().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Screen = lazy(() =>
    loaded
      ? settledWith({ default: loaded })
      : load().then((component) => ({ default: component })),
  );
  return { load, Screen };
}

/**
 * A thenable that hands over its value as `then` is called. React.lazy reads a module handed
 * over that way at once (a promise, even a resolved one, answers a microtask later). It is typed
 * as a Promise because @types/react's `lazy` asks for one; React itself only calls `then`.
 */
function settledWith<T>(value: T): Promise<T> {
  const thenable = {
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy takes
    then: (onFulfilled?: (value: T) => unknown) =>
      settledWith(onFulfilled ? onFulfilled(value) : value),
  };
  return thenable as unknown as Promise<T>;
}
