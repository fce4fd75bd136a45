import { PageHeader, usePageTitle } from '@portal/shared';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Icon } from '../layout/Icon';
import { ThemeToggle } from '../layout/ThemeToggle';
import { useIsTablet } from '../layout/useViewport';
import { moreItems, type NavItem } from '../navigation/navItems';
import { useNavContext } from '../navigation/useNavContext';

const Rows = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 3.5rem;
    padding: 0 ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.md};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
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
