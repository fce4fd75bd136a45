import { LinkTabs, selectRole } from '@portal/shared';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { showsEventTabs } from '../lib/eventActions';

const TABS = [
  { href: '/events/all', label: 'All Events' },
  { href: '/events/signups', label: 'My Events' },
  { href: '/events/invites', label: 'Invites' },
];

/** Spec 2: the My Events and Invites tabs, for Resident and Staff only. */
export function EventTabs() {
  const role = useSelector(selectRole);
  const { pathname } = useLocation();
  if (!showsEventTabs(role)) return null;
  return (
    <LinkTabs
      label="Events"
      items={TABS.map((tab) => ({ ...tab, current: pathname.replace(/\/+$/, '') === tab.href }))}
    />
  );
}
