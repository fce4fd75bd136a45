import { useContext, useEffect } from 'react';
import { AreaLoaderContext } from './areaRoutes';
import { whenIdle } from './firstPage';

/** The person asked their browser to spare data (Save-Data): nothing is fetched ahead. */
function savesData(): boolean {
  return (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * Area switches that do not wait: once the page is idle, the areas at these paths (the
 * person's navigation) are fetched ahead, unless the browser is asked to spare data; pointing at a link, touching it or moving to it
 * with the keyboard loads its area's routes before it is followed.
 */
export function useAreaPrefetch(paths: readonly string[]): void {
  const context = useContext(AreaLoaderContext);
  const key = paths.join(' ');
  useEffect(() => {
    if (!context) return;
    const { loader, patch } = context;
    let stopped = false;
    // All at once (their manifests and entries come in parallel, each entry's script a task of
    // its own), before the areas' startup hooks.
    if (key) {
      whenIdle(
        () => (stopped || savesData() ? undefined : loader.preloadAreasAt(key.split(' '))),
        'ahead',
      );
    }
    const onPoint = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) {
        loader.prefetch(link.pathname, patch);
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
