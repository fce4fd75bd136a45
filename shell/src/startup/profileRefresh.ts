import {
  goToLogin,
  type PortalError,
  type PortalStore,
  PROFILE_REFRESH_MS,
  userApi,
} from '@portal/shared';

/**
 * Spec 4: the profile is refreshed every 4 h; if that fails, back to the login site. Offline it
 * is tried again next time: the portal works offline (spec 4), and the login site would not load.
 * A 401 has already gone to the login site, through the base query.
 */
export function scheduleProfileRefresh(store: PortalStore): () => void {
  const timer = setInterval(async () => {
    const refresh = store.dispatch(
      userApi.endpoints.me.initiate(undefined, { forceRefetch: true }),
    );
    try {
      await refresh.unwrap();
    } catch (error) {
      if ((error as PortalError).status !== 'NETWORK') goToLogin('expired');
    } finally {
      refresh.unsubscribe();
    }
  }, PROFILE_REFRESH_MS);
  return () => clearInterval(timer);
}
