import { goToLogin, Spinner } from '@portal/shared';
import { useEffect } from 'react';

/** Clears the session and goes to the login site, which also signs out of Firebase. */
export function LogoutScreen() {
  useEffect(() => goToLogin('signedOut'), []);
  return <Spinner label="Signing you out" />;
}
