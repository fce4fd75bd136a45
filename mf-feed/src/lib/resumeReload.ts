export const WHATS_NEW_PATH = '/library/new';

/** Spec 2: on resume What's New reloads unless the reader is already on it with it loaded. */
export function shouldReloadOnResume(pathname: string, whatsNewLoaded: boolean): boolean {
  return !(pathname.replace(/\/+$/, '') === WHATS_NEW_PATH && whatsNewLoaded);
}

/** Whether any What's New feed in the store has loaded. */
export function whatsNewLoaded(state: unknown): boolean {
  const queries = (
    state as {
      portalApi: {
        queries: Record<string, { endpointName?: string; status?: string } | undefined>;
      };
    }
  ).portalApi.queries;
  return Object.values(queries).some(
    (entry) => entry?.endpointName === 'whatsNew' && entry.status === 'fulfilled',
  );
}
