import { useContext, useEffect } from 'react';
import { AreaLoaderContext } from './areaRoutes';
import { whenIdle } from './firstPage';

/** The person asked their browser to spare data (Save-Data): nothing is fetched ahead. */
function savesData(): boolean {
  return (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * Area switches that do not wait: once the page is idle, the routes of the areas at these
 * paths (the person's navigation) load and join the router, unless the browser is asked to
 * spare data; pointing at a link, touching it or moving to it with the keyboard loads its
 * area's routes before it is followed.
 */
export function useAreaPrefetch(paths: readonly string[]): void {
  const context = useContext(AreaLoaderContext);
  const key = paths.join(' ');
  useEffect(() => {
    if (!context) return;
    const { loader, patch } = context;
    let stopped = false;
    if (key) {
      // All at once, before the areas' startup hooks: their manifests, entries and routes come
      // in parallel, each script a task of its own, and each area's routes join the router as
      // they come, so a tap on the navigation asks for its screen's data and code at once.
      whenIdle(
        () =>
          stopped || savesData()
            ? undefined
            : Promise.all(key.split(' ').map((path) => loader.prefetch(path, patch))),
        'ahead',
      );
    }
    const onPoint = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) {
        void loader.prefetch(link.pathname, patch);
      }
    };
    document.addEventListener('pointerover', onPoint);
    document.addEventListener('focusin', onPoint);
    return () => {
      stopped = true;
      document.removeEventListener('pointerover', onPoint);
      document.removeEventListener('focusin', onPoint);
    };
  }, [context, key]);
}
