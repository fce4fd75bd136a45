import { type AnchorHTMLAttributes, createContext, type MouseEvent, useContext } from 'react';
import { type createBrowserRouter, useLocation } from 'react-router';

type PortalRouter = ReturnType<typeof createBrowserRouter>;

/** The portal's router, for the links and buttons of the shell's frame (NavAnchor). */
export const NavRouterContext = createContext<PortalRouter | null>(null);

/**
 * The portal's router itself, for the shell's frame (sidebar, top bar, tabs). The router's
 * `Link`, `NavLink` and `useNavigate` read contexts that change at every step of a navigation
 * (routes added, loaders started and done), so each link of the frame would render again at
 * each; the router and `useLocation` change only with the path.
 */
export function useNavRouter(): PortalRouter {
  const router = useContext(NavRouterContext);
  if (!router) throw new Error('The shell frame needs the portal router (NavRouterContext)');
  return router;
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

/** A path of the portal (`/events/all`), not another site's address. */
const inPortal = (to: string) => to.startsWith('/') && !to.startsWith('//');

type NavAnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  /**
   * When the link shows the page on screen (`aria-current`, class `active`): as NavLink judges
   * it, on its path and below it (`below`) or on its path only (`exact`); or as the caller
   * judges it (`current`). Neither: a plain link.
   */
  activeOn?: 'below' | 'exact';
  current?: boolean;
};

/**
 * A link of the shell's frame (sidebar, tabs, top bar, profile menu): the router's navigation
 * on a plain click, the browser's own on any other (a new tab, a download).
 */
export function NavAnchor({ to, activeOn, current, className, onClick, ...rest }: NavAnchorProps) {
  const router = useNavRouter();
  const { pathname } = useLocation();
  const active = current ?? (activeOn ? isActiveAt(pathname, to, activeOn === 'exact') : false);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (leftToTheBrowser(event) || !inPortal(to)) return;
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
