import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { routeTitle } from './routeTitle';

export const APP_NAME = 'Community Portal';

/** The current route's title; also sets the document title so both always match. */
export function usePageTitle(override?: string): string {
  const { pathname } = useLocation();
  const title = override ?? routeTitle(pathname) ?? 'Oops! Page not found';
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
  return title;
}
