import { LinkProvider } from '@portal/shared';
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { Outlet } from 'react-router';
import { reloadWhatsNewOnResume } from '../lib/resumeReload';
import { RouterLink } from './RouterLink';

/** Every library screen: router links for the kit, and the resume rule of spec 2. */
export function FeedLayout() {
  const store = useStore();
  useEffect(() => reloadWhatsNewOnResume(store), [store]);
  return (
    <LinkProvider component={RouterLink}>
      <Outlet />
    </LinkProvider>
  );
}
