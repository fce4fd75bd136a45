import { Card, type User } from '@portal/shared';
import { type PortalVersion, usePortalVersionQuery } from '../api/profileApi';
import { Facts } from './AboutSection';

function when(iso: string | null): string {
  return iso
    ? new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' })
    : '—';
}

function versionText({ version, build }: PortalVersion): string {
  return build ? `${version} (build ${build})` : version;
}

/** Profile, advanced: details support staff may ask for. */
export function AdvancedSection({ user }: { user: User }) {
  const portal = usePortalVersionQuery();
  return (
    <Card title="Advanced">
      <Facts>
        <dt>Account number</dt>
        <dd>{user._id}</dd>
        <dt>Community number</dt>
        <dd>{user.community.communityId}</dd>
        <dt>This sign-in</dt>
        <dd>{when(user.lastLogin.recentLogin)}</dd>
        <dt>Previous sign-in</dt>
        <dd>{when(user.lastLogin.previousLogin)}</dd>
        <dt>Portal version</dt>
        <dd>
          {portal.data ? versionText(portal.data) : portal.isError ? 'Not available' : 'Loading…'}
        </dd>
      </Facts>
    </Card>
  );
}
