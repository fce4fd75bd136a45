import { PageLoading, type PortalDispatch, type RegistryEntry, usePageTitle } from '@portal/shared';
import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import { useDispatch } from 'react-redux';
import { Navigate, type RouteObject, useLocation, useRouteError } from 'react-router';
import { LoadFailureView, reportLoadFailure, ScreenFailure } from './AreaFailure';
import { type AreaLoader, areaRouteId, type PatchRoutes } from './areaLoader';
import { AreaLoadError } from './loadFailure';

/** The loader, and the router's own patching for a load that does not come with a navigation. */
export const AreaLoaderContext = createContext<{ loader: AreaLoader; patch: PatchRoutes } | null>(
  null,
);

function useAreaLoader() {
  const value = useContext(AreaLoaderContext);
  if (!value) throw new Error('Area routes need an AreaLoaderContext');
  return value;
}

/** Marks a navigation that matched the routes again after its area had loaded. */
interface Rematched {
  rematched: true;
}

/**
 * Stands in for an area's pages until its routes are there: loading, the fallback with Retry
 * when it failed. Once loaded it matches the address again, and an address the area does not
 * have goes home (spec 2).
 */
function AreaPending({ entry, home }: { entry: RegistryEntry; home: ReactNode }) {
  const { loader, patch } = useAreaLoader();
  const status = useSyncExternalStore(loader.subscribe, () => loader.status(entry.name));
  const location = useLocation();
  const title = usePageTitle();
  useEffect(() => {
    if (status.status === 'idle') void loader.load(entry, patch);
  }, [status, loader, entry, patch]);
  if (status.status === 'ready') {
    if ((location.state as Rematched | null)?.rematched) return home;
    return <Navigate to={location} replace state={{ rematched: true } satisfies Rematched} />;
  }
  if (status.status === 'failed') {
    return (
      <LoadFailureView
        kind={status.failure.kind}
        title={title}
        onRetry={() => void loader.load(entry, patch)}
      />
    );
  }
  return <PageLoading />;
}

/** An area made for another platform: "update needed", and nothing of it runs. */
function IncompatibleArea({ entry }: { entry: RegistryEntry }) {
  const dispatch = useDispatch<PortalDispatch>();
  const title = usePageTitle();
  useEffect(() => {
    const failure = new AreaLoadError(
      'incompatible',
      `${entry.name} ${entry.version} needs platform ${entry.definition.platform}`,
    );
    reportLoadFailure(dispatch, entry.name, failure);
  }, [entry, dispatch]);
  return <LoadFailureView kind="incompatible" title={title} />;
}

/**
 * The error element of an area, or of the shell's own screens (`area` "shell"): a screen that
 * fails to load or throws shows the failure inside the layout, in place of that screen only.
 */
export function AreaError({ area }: { area: string }) {
  const error = useRouteError();
  const title = usePageTitle();
  return (
    <ScreenFailure
      area={area}
      error={error}
      title={title}
      // Opens the page afresh, whatever failed: the screen's code, its data or its render.
      onRetry={() => window.location.reload()}
    />
  );
}

/**
 * One route per path of each area, with the area's error element; its routes join it when the
 * area is first opened (AreaLoader). Until then, and for addresses the area does not have, a
 * catch-all child stands in (AreaPending).
 */
export function areaRoutes(
  entries: readonly RegistryEntry[],
  incompatible: ReadonlySet<string>,
  home: ReactNode,
): RouteObject[] {
  return entries.flatMap((entry) =>
    entry.definition.paths.map((path) => ({
      // Pathless, so it never matches alone: its one child matches every page of the path.
      id: areaRouteId(entry.name, path),
      errorElement: <AreaError area={entry.name} />,
      children: [
        {
          path: `${path}/*`,
          element: incompatible.has(entry.name) ? (
            <IncompatibleArea entry={entry} />
          ) : (
            <AreaPending entry={entry} home={home} />
          ),
        },
      ],
    })),
  );
}
