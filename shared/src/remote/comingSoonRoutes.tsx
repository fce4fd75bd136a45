import { Navigate, type RouteObject } from 'react-router';
import { ComingSoon } from '../components/ComingSoon';
import { GoHome } from '../components/GoHome';

/**
 * The route tree of an area whose screens are still to come: every route of spec 2
 * exists and answers, the index goes to `indexPath` (or is the screen itself), and an
 * unknown sub-path goes home (spec 2).
 */
export function comingSoonRoutes(paths: string[], indexPath?: string): RouteObject[] {
  return [
    { index: true, element: indexPath ? <Navigate to={indexPath} replace /> : <ComingSoon /> },
    ...paths.map((path) => ({ path, element: <ComingSoon /> })),
    { path: '*', element: <GoHome /> },
  ];
}
