import {
  claimOfToken,
  communitySelected,
  communityThemeLoaded,
  darkModeSet,
  defaultTheme,
  type Flags,
  goToLogin,
  isTheme,
  keepOfflineData,
  loadSession,
  loadSettings,
  type MeAnswer,
  type OfflineStorage,
  offlineStorage,
  type PortalStore,
  type RegistryEntry,
  resolveEnvironment,
  restoreOfflineData,
  type Settings,
  selectOffline,
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

/** The answers the start needs of the community shown. */
export interface CommunityAnswers {
  flags: Flags;
  registry: RegistryEntry[];
}

/**
 * The profile, then the details, flags and registry of the community it leads to (spec 4).
 * That community is nearly always known before the profile answers (the saved choice, else the
 * token's), so its calls go out beside the profile's instead of a round trip and a render later;
 * they are asked again, for the right community, only when the profile leads elsewhere.
 */
export async function askStartAnswers(
  store: PortalStore,
  settings: Settings,
  expectedCommunity: string | null,
): Promise<CommunityAnswers> {
  // Asked again even when kept from the last visit: the kept answers only stand in offline.
  const fresh = { forceRefetch: true };
  const askCommunity = async (communityId: string): Promise<CommunityAnswers> => {
    const calls = [
      store.dispatch(userApi.endpoints.userDetails.initiate(communityId, fresh)).unwrap(),
      store.dispatch(userApi.endpoints.flags.initiate(communityId, fresh)).unwrap(),
      store.dispatch(registryApi.endpoints.registry.initiate(communityId, fresh)).unwrap(),
    ] as const;
    // Over only once every call is: Promise.all fails at the first failure, with the others
    // still under way, and an offline start fills in only the calls that are over.
    await Promise.allSettled(calls);
    const [, flags, registry] = await Promise.all(calls);
    return { flags, registry };
  };
  const profile = store.dispatch(userApi.endpoints.me.initiate(undefined, fresh)).unwrap();
  const expected = expectedCommunity ? askCommunity(expectedCommunity) : null;
  // Over, answered or not: answers of a community not shown after all are left unused.
  const expectedOver = expected?.catch(() => undefined);
  let me: MeAnswer;
  try {
    me = await profile;
  } catch (error) {
    // The offline start fills in from the kept answers what the start's calls left: only once
    // they are over (a call still under way is not filled in).
    await expectedOver;
    throw error;
  }
  const communityId = chooseCommunity(settings.communityId, me);
  store.dispatch(communitySelected(communityId));
  return expected && communityId === expectedCommunity ? expected : askCommunity(communityId);
}

/** The start's calls (askStartAnswers) and the theme the flags name (`themeLoaded` once in). */
async function startOnline(
  store: PortalStore,
  settings: Settings,
  expectedCommunity: string | null,
  themeLoaded: () => void,
): Promise<RegistryEntry[]> {
  const { flags, registry } = await askStartAnswers(store, settings, expectedCommunity);
  // The person may have chosen the portal's own theme over their community's.
  const useDefault = settings.themeName === defaultTheme.name;
  await loadCommunityTheme(store, useDefault ? null : flags.communityCustomThemeFile);
  themeLoaded();
  return registry;
}

/** Offline (spec 4): the same start from the answers kept on the last visit, if they are all there. */
function startFromKeptData(store: PortalStore, settings: Settings): RegistryEntry[] | null {
  const state = store.getState();
  const me = userApi.endpoints.me.select()(state).data;
  if (!me) return null;
  const communityId = chooseCommunity(settings.communityId, me);
  const registry = registryApi.endpoints.registry.select(communityId)(state).data;
  const details = userApi.endpoints.userDetails.select(communityId)(state).data;
  const flags = userApi.endpoints.flags.select(communityId)(state).data;
  if (!registry || !details || !flags) return null;
  store.dispatch(communitySelected(communityId));
  return registry;
}

/**
 * Startup, in the order of spec 4: settings and credentials (to the login site without
 * them), the profile with the details and flags of its community (askStartAnswers), and
 * analytics last. Outside development the answers of the last visit are shown at once and
 * stand in when the network is gone.
 */
export async function startPortal(
  store: PortalStore,
  offline: OfflineStorage | null = process.env.NODE_ENV === 'development' ? null : offlineStorage(),
): Promise<void> {
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
  const personId = offline && claimOfToken(session.token, 'sub');
  // The answers kept from the last visit are read while the start asks afresh: they fill in
  // what it has not asked for, and stand in for what it could not get.
  let themeFresh = false;
  const restore = () =>
    personId
      ? restoreOfflineData(store, personId, offline, () => themeFresh)
      : Promise.resolve(false);
  const restoring = restore();

  let started: { registry: RegistryEntry[]; areas: PortalAreas } | null = null;
  try {
    const expected = settings.communityId ?? claimOfToken(session.token, 'cid');
    const registry = await startOnline(store, settings, expected, () => {
      themeFresh = true;
    });
    started = { registry, areas: applyRegistry(registry) };
  } catch {
    // A 401 is already on its way to the login site; without a network, the kept answers
    // stand in (read again: those the start had asked for were left out); anything else is a
    // failed launch.
    const restored = (await restoring) && (await restore());
    const kept = restored && selectOffline(store.getState()) && startFromKeptData(store, settings);
    if (kept) started = { registry: kept, areas: applyRegistry(kept) };
  }
  // Written again only once they are back: a write before would leave out the answers of the
  // areas this visit has not opened. An online start does not wait for them (reading IndexedDB
  // in a new browser profile took about 700 ms at 4x CPU, after the start's answers were in):
  // they fill in only what has not been asked for afresh by then.
  if (personId) void restoring.then(() => keepOfflineData(store, personId, offline));
  if (!started) {
    store.dispatch(startupFinished('failed'));
    return;
  }
  store.dispatch(startupFinished('ready'));
  startAreaHooks(store, started.registry, started.areas);
  void store.dispatch(analyticsApi.endpoints.trackEvent.initiate({ name: 'app_start' }));
}
