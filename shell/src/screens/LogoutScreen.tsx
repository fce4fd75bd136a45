import {
  forgetOfflineData,
  goToLogin,
  offlineStorage,
  Spinner,
  useSignOutMutation,
} from '@portal/shared';
import { useEffect } from 'react';

/**
 * Ends the session on the server, then clears it here and goes to the login site, which also
 * signs out of Firebase. Offline, the session is still cleared here. The data kept for offline
 * use is forgotten first.
 */
export function LogoutScreen() {
  const [signOut] = useSignOutMutation();
  useEffect(() => {
    // The mutation's promise resolves even when the call fails.
    signOut()
      .then(() => forgetOfflineData(offlineStorage()))
      .finally(() => goToLogin('signedOut'));
  }, [signOut]);
  return <Spinner label="Signing you out" />;
}
