/**
 * Settles when `work` settles, whichever way, or after `ms`, whichever is first; the timer goes
 * with it. For a wait that must not hang on work that never answers.
 */
export function settledWithin(work: PromiseLike<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    Promise.resolve(work).then(
      () => {},
      () => {},
    ),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
