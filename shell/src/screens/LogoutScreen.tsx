import { goToLogin, Spinner, useSignOutMutation } from '@portal/shared';
import { useEffect } from 'react';

/**
 * Ends the session on the server, then clears it here and goes to the login site, which also
 * signs out of Firebase. Offline, the session is still cleared here.
 */
export function LogoutScreen() {
  const [signOut] = useSignOutMutation();
  useEffect(() => {
    signOut().finally(() => goToLogin('signedOut'));
  }, [signOut]);
  return <Spinner label="Signing you out" />;
}
