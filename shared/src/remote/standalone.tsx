import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { userApi } from '../api/userApi';
import type { AreaDefinition } from '../area/areaDefinition';
import { addPortalArea } from '../area/portalAreas';
import { routerContextOf } from '../area/routeContext';
import { takeHandedOverSession } from '../session/handoff';
import { goToLogin } from '../session/loginRedirect';
import { loadSession, loadSettings } from '../session/storage';
import { createPortalStore, type PortalStore } from '../store/createPortalStore';
import { communitySelected, tokenLoaded } from '../store/sessionSlice';
import { darkModeSet } from '../store/themeSlice';
import { PageLoading } from '../ui/Spinner';
import { AreaProviders } from './AreaProviders';

interface AreaOptions {
  routes: RouteObject[];
  area: AreaDefinition;
}

/** A store signed in with a token, with the user's details loaded, for an area without the shell. */
export async function signedInStore(token: string, communityId?: string): Promise<PortalStore> {
  const store = createPortalStore();
  store.dispatch(tokenLoaded(token));
  store.dispatch(darkModeSet(loadSettings().dark));
  const me = await store.dispatch(userApi.endpoints.me.initiate()).unwrap();
  const community = communityId ?? me.community.communityId;
  store.dispatch(communitySelected(community));
  await Promise.all([
    store.dispatch(userApi.endpoints.userDetails.initiate(community)),
    store.dispatch(userApi.endpoints.flags.initiate(community)),
  ]);
  return store;
}

/** Renders one area alone on its dev server, signed in with the portal's stored session. */
export async function renderStandaloneArea({ routes, area }: AreaOptions): Promise<void> {
  const basePath = `/${area.paths[0]}`;
  addPortalArea(area);
  takeHandedOverSession(window.location, window.history);
  const session = loadSession();
  if (!session) {
    // Sign in, then come back here (the login site allows this for local pages only).
    goToLogin('none', window.location.href);
    return;
  }
  const store = await signedInStore(session.token);
  const router = createBrowserRouter(
    [
      { path: '/', element: <Navigate to={basePath} replace /> },
      {
        path: basePath,
        children: routes,
        // While the first page's loaders run (its screen's code, its first data).
        hydrateFallbackElement: <PageLoading />,
      },
    ],
    { getContext: routerContextOf(store) },
  );
  const root =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(root).render(
    <AreaProviders store={store}>
      <main>
        <RouterProvider router={router} useTransitions={false} />
      </main>
    </AreaProviders>,
  );
}
