import { PageHeader, tokens, usePageTitle } from '@portal/shared';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Icon } from '../layout/Icon';
import { ThemeToggle } from '../layout/ThemeToggle';
import { useIsTablet } from '../layout/useViewport';
import { moreItems, type NavItem } from '../navigation/navItems';
import { useNavContext } from '../navigation/useNavContext';

const Rows = styled.ul`
  list-style: none;
  margin: 0 0 ${tokens.space.lg};
  padding: 0;
  a {
    display: flex;
    align-items: center;
    gap: ${tokens.space.sm};
    min-height: 3.5rem;
    padding: 0 ${tokens.space.sm};
    border-bottom: 1px solid ${tokens.colors.divider};
    color: ${tokens.colors.text};
    font-size: ${tokens.fontSizes.md};
    text-decoration: none;
  }
  a:hover {
    background: ${tokens.colors.surfaceHover};
  }
`;

/** Spec 2: More holds what the bottom bar has no room for; Logout where there is no profile menu. */
export function MoreScreen() {
  const nav = useNavContext();
  const items: NavItem[] = nav ? moreItems(nav) : [];
  const showLogout = !useIsTablet();
  const title = usePageTitle();
  return (
    <>
      <PageHeader title={title} />
      <nav aria-label="More">
        <Rows>
          {items.map((item) => (
            <li key={item.label}>
              <Link to={item.to}>
                <Icon name={item.icon} />
                {item.label}
              </Link>
            </li>
          ))}
          {showLogout && (
            <li>
              <Link to="/logout">
                <Icon name="logout" />
                Logout
              </Link>
            </li>
          )}
        </Rows>
      </nav>
      <ThemeToggle />
    </>
  );
}
