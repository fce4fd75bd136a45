import * as React from 'react';
import { useEffect, useMemo, useState } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import singleSpaReact from 'single-spa-react';
import type { AreaDefinition } from '../area/areaDefinition';
import { addPortalArea } from '../area/portalAreas';
import type { PortalStore } from '../store/createPortalStore';
import { AreaProviders } from './AreaProviders';
import { signedInStore } from './standalone';

/** What a partner page passes when it mounts an area: the portal token it signed in with. */
export interface EmbedProps {
  token: string;
  communityId?: string;
  /** The area path to open, e.g. '/events/all'. */
  path?: string;
}

interface AreaOptions {
  routes: RouteObject[];
  area: AreaDefinition;
}

/** An area signed in with the partner's token, in its own store and an in-memory router. */
function EmbeddedArea({ token, communityId, path, routes, area }: EmbedProps & AreaOptions) {
  const basePath = `/${area.paths[0]}`;
  const [store, setStore] = useState<PortalStore | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    signedInStore(token, communityId).then(setStore, () => setFailed(true));
  }, [token, communityId]);
  const router = useMemo(
    () =>
      createMemoryRouter([{ path: basePath, children: routes }], {
        initialEntries: [path ?? basePath],
      }),
    [routes, basePath, path],
  );
  if (failed) return <p role="alert">This part of the portal could not load.</p>;
  if (!store) return <p role="status">Loading…</p>;
  return (
    <AreaProviders store={store}>
      <RouterProvider router={router} />
    </AreaProviders>
  );
}

/** single-spa lifecycles (bootstrap, mount, unmount) of an area, built with single-spa-react. */
export function createEmbedLifecycles(options: AreaOptions) {
  addPortalArea(options.area);
  return singleSpaReact<EmbedProps>({
    React,
    ReactDOMClient,
    rootComponent: (props: EmbedProps) => <EmbeddedArea {...props} {...options} />,
    errorBoundary: () => <p role="alert">This part of the portal could not load.</p>,
  });
}
