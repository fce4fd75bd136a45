import {
  communitySelected,
  communityThemeLoaded,
  darkModeSet,
  defaultTheme,
  goToLogin,
  isTheme,
  loadSession,
  loadSettings,
  type PortalStore,
  type RegistryEntry,
  resolveEnvironment,
  startupFinished,
  takeHandedOverSession,
  tokenLoaded,
  userApi,
} from '@portal/shared';
import { startAreaHooks } from '../remotes/areaHooks';
import { applyRegistry, type PortalAreas } from '../remotes/registryAreas';
import { analyticsApi } from './analyticsApi';
import { registryApi } from './registryApi';
import { migrateLegacySession } from './sessionHandoff';

/** Spec 4: a community theme comes from the flag's file and clears back to default without one. */
export async function loadCommunityTheme(store: PortalStore, file: string | null): Promise<void> {
  if (!file) {
    store.dispatch(communityThemeLoaded(null));
    return;
  }
  try {
    const url = new URL(file, resolveEnvironment().apiOrigin);
    const theme: unknown = await (await fetch(url)).json();
    store.dispatch(communityThemeLoaded(isTheme(theme) ? theme : null));
  } catch {
    store.dispatch(communityThemeLoaded(null));
  }
}

/** The community to show: the saved choice when the user still belongs to it, else their own. */
export function chooseCommunity(
  saved: string | undefined,
  me: { community: { communityId: string }; communities: { _id: string }[] },
): string {
  return saved && me.communities.some((c) => c._id === saved) ? saved : me.community.communityId;
}

/**
 * Startup, in the order of spec 4: settings and credentials (to the login site without
 * them), the profile, then details and flags, and analytics last.
 */
export async function startPortal(store: PortalStore): Promise<void> {
  takeHandedOverSession(window.location, window.history);
  await migrateLegacySession(localStorage);
  const session = loadSession();
  if (!session) {
    goToLogin('none');
    return;
  }
  const settings = loadSettings();
  store.dispatch(tokenLoaded(session.token));
  store.dispatch(darkModeSet(settings.dark));

  let started: { registry: RegistryEntry[]; areas: PortalAreas };
  try {
    const me = await store.dispatch(userApi.endpoints.me.initiate()).unwrap();
    const communityId = chooseCommunity(settings.communityId, me);
    store.dispatch(communitySelected(communityId));
    const [, flags, registry] = await Promise.all([
      store.dispatch(userApi.endpoints.userDetails.initiate(communityId)).unwrap(),
      store.dispatch(userApi.endpoints.flags.initiate(communityId)).unwrap(),
      store.dispatch(registryApi.endpoints.registry.initiate(communityId)).unwrap(),
    ]);
    started = { registry, areas: applyRegistry(registry) };
    // The person may have chosen the portal's own theme over their community's.
    const useDefault = settings.themeName === defaultTheme.name;
    await loadCommunityTheme(store, useDefault ? null : flags.communityCustomThemeFile);
  } catch {
    // A 401 is already on its way to the login site; anything else is a failed launch.
    store.dispatch(startupFinished('failed'));
    return;
  }
  store.dispatch(startupFinished('ready'));
  startAreaHooks(store, started.registry, started.areas);
  void store.dispatch(analyticsApi.endpoints.trackEvent.initiate({ name: 'app_start' }));
}
