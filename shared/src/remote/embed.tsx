import * as React from 'react';
import { useEffect, useMemo, useState } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { StyleSheetManager } from 'styled-components';
import type { AreaDefinition } from '../area/areaDefinition';
import { addPortalArea } from '../area/portalAreas';
import { routerContextOf } from '../area/routeContext';
import { setPortalAddress } from '../config/environments';
import { setTokenSource } from '../session/tokenRefresh';
import type { PortalStore } from '../store/createPortalStore';
import { PageLoading } from '../ui/Spinner';
import { AreaProviders } from './AreaProviders';
import { markEmbedded } from './embedMode';
import { signedInStore } from './standalone';

/** What the portal's embed loader (`/embed.js`) passes when a partner page mounts an area. */
export interface EmbedProps {
  /** The portal bearer token of the person signed in on the partner page, fresh on each call. */
  getToken: () => Promise<string>;
  communityId: string;
  /** The area path to open, e.g. '/events/all'. */
  path?: string;
  /** The origin of the portal that served the loader: the area talks to that portal's API. */
  shellOrigin: string;
  /** Where the area renders: an element inside the shadow root the loader made for it. */
  domElement: HTMLElement;
}

const NOT_AVAILABLE = 'This part of the portal is not available right now.';

interface AreaOptions {
  routes: RouteObject[];
  area: AreaDefinition;
}

/**
 * One store per community for every area on the page: `@portal/shared` is a federated
 * singleton, so dining and events mounted side by side share it, as they do in the portal.
 */
const stores = new Map<string, Promise<PortalStore>>();

function embedStore({ getToken, communityId, shellOrigin }: EmbedProps): Promise<PortalStore> {
  markEmbedded();
  setPortalAddress(shellOrigin);
  setTokenSource(getToken);
  let store = stores.get(communityId);
  if (!store) {
    store = getToken().then((token) => signedInStore(token, communityId));
    stores.set(communityId, store);
    store.catch(() => stores.delete(communityId));
  }
  return store;
}

/** An area in a partner page: the shared store, an in-memory router, styles in its shadow root. */
function EmbeddedArea({ routes, area, ...props }: EmbedProps & AreaOptions) {
  const { path, domElement } = props;
  const basePath = `/${area.paths[0]}`;
  const [store, setStore] = useState<PortalStore | null>(null);
  const [failed, setFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one store per mount
  useEffect(() => {
    embedStore(props).then(setStore, () => setFailed(true));
  }, []);
  const router = useMemo(
    () =>
      store &&
      createMemoryRouter(
        // While the first page's loaders run (its screen's code, its first data).
        [{ path: basePath, children: routes, hydrateFallbackElement: <PageLoading /> }],
        {
          initialEntries: [path ?? basePath],
          getContext: routerContextOf(store),
        },
      ),
    [store, routes, basePath, path],
  );
  const root = domElement.getRootNode();
  const target = root instanceof ShadowRoot ? root : undefined;
  if (failed) return <p role="alert">{NOT_AVAILABLE}</p>;
  if (!store || !router) return <p role="status">Loading this part of the portal…</p>;
  return (
    <StyleSheetManager target={target}>
      <AreaProviders store={store}>
        <RouterProvider router={router} useTransitions={false} />
      </AreaProviders>
    </StyleSheetManager>
  );
}

type Lifecycle = (props: EmbedProps) => Promise<unknown>;

/**
 * single-spa lifecycles (bootstrap, mount, unmount) of an area, built with single-spa-react.
 * single-spa-react loads with the first lifecycle called, from a chunk of its own: only a
 * partner page needs it, and `@portal/shared` is a singleton every portal page loads whole.
 */
export function createEmbedLifecycles(
  options: AreaOptions,
): Record<'bootstrap' | 'mount' | 'unmount', Lifecycle> {
  addPortalArea(options.area);
  let built: ReturnType<typeof buildLifecycles> | undefined;
  const call =
    (name: 'bootstrap' | 'mount' | 'unmount'): Lifecycle =>
    async (props) => {
      if (!built) {
        built = buildLifecycles(options);
        // A chunk that did not come is asked for again by the next call (the loader's Retry).
        built.catch(() => {
          built = undefined;
        });
      }
      return (await built)[name](props);
    };
  return { bootstrap: call('bootstrap'), mount: call('mount'), unmount: call('unmount') };
}

async function buildLifecycles(options: AreaOptions) {
  const { default: singleSpaReact } = await import(
    /* webpackChunkName: "on-demand-embed" */ 'single-spa-react'
  );
  return singleSpaReact<EmbedProps>({
    React,
    ReactDOMClient,
    rootComponent: (props: EmbedProps) => <EmbeddedArea {...props} {...options} />,
    errorBoundary: () => <p role="alert">{NOT_AVAILABLE}</p>,
  });
}
