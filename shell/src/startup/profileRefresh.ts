import { goToLogin, type PortalStore, PROFILE_REFRESH_MS, userApi } from '@portal/shared';

/** Spec 4: the profile is refreshed every 4 h; if that fails, back to the login site. */
export function scheduleProfileRefresh(store: PortalStore): () => void {
  const timer = setInterval(async () => {
    const refresh = store.dispatch(
      userApi.endpoints.me.initiate(undefined, { forceRefetch: true }),
    );
    try {
      await refresh.unwrap();
    } catch {
      goToLogin('expired');
    } finally {
      refresh.unsubscribe();
    }
  }, PROFILE_REFRESH_MS);
  return () => clearInterval(timer);
}
