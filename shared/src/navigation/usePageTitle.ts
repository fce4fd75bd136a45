import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isEmbedded } from '../remote/embedMode';
import { routeTitle } from './routeTitle';

export const APP_NAME = 'Community Portal';

/**
 * The current route's title; also sets the document title so both always match (not on a
 * partner's page, whose title is its own).
 */
export function usePageTitle(override?: string): string {
  const { pathname } = useLocation();
  const title = override ?? routeTitle(pathname) ?? 'Oops! Page not found';
  useEffect(() => {
    if (!isEmbedded()) document.title = `${title} · ${APP_NAME}`;
  }, [title]);
  return title;
}
