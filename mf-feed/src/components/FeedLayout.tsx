import { LinkProvider } from '@portal/shared';
import { Outlet } from 'react-router';
import { RouterLink } from './RouterLink';

/** Every library screen: router links for the kit. */
export function FeedLayout() {
  return (
    <LinkProvider component={RouterLink}>
      <Outlet />
    </LinkProvider>
  );
}
