import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  useContext,
  useSyncExternalStore,
} from 'react';
import type { createBrowserRouter } from 'react-router';

export type PortalRouter = ReturnType<typeof createBrowserRouter>;

/** The portal's router, for the links of the shell's navigation (NavAnchor). */
export const NavRouterContext = createContext<PortalRouter | null>(null);

/**
 * The portal's router itself, for the shell's frame (sidebar, top bar, tabs). The router's hooks
 * (`useNavigate`, `useLocation`) render their component again at every step of a navigation.
 */
export function useNavRouter(): PortalRouter {
  const router = useContext(NavRouterContext);
  if (!router) throw new Error('The shell frame needs the portal router (NavRouterContext)');
  return router;
}

/**
 * The path on screen, read from the router. The router's own links and hooks take every step
 * of a navigation (loading, routes added, loaders done) as a change, so a link on every screen
 * would render again at each; this changes only when the path does.
 */
export function useShownPath(): string {
  const router = useNavRouter();
  return useSyncExternalStore(router.subscribe, () => router.state.location.pathname);
}

/** As the router's NavLink: a link is active on its path, and below it unless `end`. */
export function isActiveAt(pathname: string, to: string, end = false): boolean {
  const path = to.split(/[?#]/)[0].toLowerCase();
  const shown = pathname.toLowerCase();
  if (shown === path) return true;
  const below = path.endsWith('/') && path !== '/' ? path : `${path}/`;
  return !end && path !== '/' && shown.startsWith(below);
}

/** A click the browser should handle itself: another button, a modifier key, another target. */
function leftToTheBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== null && target !== '_self')
  );
}

type NavAnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  /** Shown as the current page (`aria-current`, class `active`); else judged by `isActiveAt`. */
  current?: boolean;
  end?: boolean;
};

/**
 * A link of the shell's navigation (sidebar, tabs, top bar): the router's navigation on a plain
 * click, the browser's own on any other (a new tab, a download). Active as NavLink is.
 */
export function NavAnchor({ to, current, end, className, onClick, ...rest }: NavAnchorProps) {
  const router = useNavRouter();
  const pathname = useShownPath();
  const active = current ?? isActiveAt(pathname, to, end);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (leftToTheBrowser(event)) return;
    event.preventDefault();
    const { pathname: shown, search, hash } = router.state.location;
    // As the router's links: the address already shown is replaced, not added to the history.
    void router.navigate(to, { replace: `${shown}${search}${hash}` === to });
  };
  return (
    <a
      {...rest}
      href={to}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
      onClick={follow}
    />
  );
}
