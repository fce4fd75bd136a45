import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { callCenterFor } from './call/callCenter';
import { IncomingCallDialog } from './components/IncomingCallDialog';
import { NotificationBanner } from './components/NotificationBanner';

/** What the shell shows over every screen for this area (AreaOverlayModule). */
export function Overlay() {
  const store = useStore();
  // The startup hook connects too; an overlay that loads first need not wait for it.
  useEffect(() => callCenterFor(store).connect(), [store]);
  // The call window's code, fetched now: Accept, or a first call, should not wait for it.
  useEffect(() => {
    void import('./routes');
  }, []);
  return (
    <>
      <IncomingCallDialog />
      <NotificationBanner />
    </>
  );
}
