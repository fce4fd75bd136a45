import { Navigate } from 'react-router';

/** Spec 2: an unknown path goes home (the portal's root sends each person to their saved home). */
export function GoHome() {
  return <Navigate to="/" replace />;
}
