import { createContext, type LoaderFunctionArgs, RouterContextProvider } from 'react-router';
import type { PortalStore } from '../store/createPortalStore';

/**
 * The portal's store as an area's route loaders reach it (platform 1.7). A loader starts the
 * data its page needs as the navigation begins, rather than after the page's first render.
 */
const portalStoreContext = createContext<PortalStore | null>(null);

/** The `getContext` of every portal router (the shell's, an embedded or standalone area's). */
export function routerContextOf(store: PortalStore): () => RouterContextProvider {
  return () => {
    const context = new RouterContextProvider();
    context.set(portalStoreContext, store);
    return context;
  };
}

/** The store in a route loader; null under a router that was given none. */
export function loaderStore({ context }: Pick<LoaderFunctionArgs, 'context'>): PortalStore | null {
  return context instanceof RouterContextProvider ? context.get(portalStoreContext) : null;
}
