import { tokens } from '@portal/shared';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { NavAnchor } from '../navigation/NavAnchor';
import type { NavItem } from '../navigation/navItems';
import { Icon } from './Icon';

const Bar = styled.nav`
  position: sticky;
  bottom: 0;
  display: flex;
  background: ${tokens.colors.navigation};
  color: ${tokens.colors.onNavigation};
  border-top: 1px solid ${tokens.colors.divider};
`;

const Tab = styled(NavAnchor)`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: 3.75rem;
  color: inherit;
  text-decoration: none;
  font-size: ${tokens.fontSizes.sm};
  &.active {
    color: ${tokens.colors.link};
    font-weight: ${tokens.fontWeights.bold};
    text-decoration: underline;
    text-underline-offset: 0.3em;
  }
`;

/** A tab is current on its own page, or anywhere in the part of the portal it opens. */
function isCurrent(item: NavItem, pathname: string): boolean {
  if (item.currentAt) return pathname === item.currentAt;
  const part = `/${item.to.split('/')[1]}`;
  return pathname === part || pathname.startsWith(`${part}/`);
}

/** The phone's bottom bar (spec 2). */
export function BottomTabs({ items }: { items: NavItem[] }) {
  const { pathname } = useLocation();
  return (
    <Bar aria-label="Tabs">
      {items.map((item) => (
        <Tab key={item.label} to={item.to} current={isCurrent(item, pathname)}>
          <Icon name={item.icon} />
          {item.label}
        </Tab>
      ))}
    </Bar>
  );
}
