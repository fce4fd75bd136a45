import { stripSearchInput, tokens, validateSearch } from '@portal/shared';
import { type FormEvent, memo, useState } from 'react';
import styled from 'styled-components';
import { useSubmenu } from '../navigation/loadedChildren';
import { NavAnchor, useNavRouter } from '../navigation/NavAnchor';
import type { NavItem } from '../navigation/navItems';
import { Icon } from './Icon';

const Aside = styled.aside`
  width: 17rem;
  flex-shrink: 0;
  position: sticky;
  top: 0;
  height: 100vh;
  background: ${tokens.colors.navigation};
  color: ${tokens.colors.onNavigation};
  padding: ${tokens.space.md};
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  overflow-y: auto;
  /* Spec 9: small screens and below have the sidebar collapsed to a rail of labelled icons. */
  ${tokens.media.collapsed} {
    width: 7.5rem;
    padding: ${tokens.space.sm} ${tokens.space.xs};
  }
`;

/** What shows only in the full sidebar, or only in the collapsed one. */
const Full = styled.div`
  display: contents;
  ${tokens.media.collapsed} {
    display: none;
  }
`;

const Collapsed = styled.div`
  display: none;
  ${tokens.media.collapsed} {
    display: contents;
  }
`;

const Brand = styled.p`
  font-size: ${tokens.fontSizes.lg};
  font-weight: ${tokens.fontWeights.bold};
  margin: 0;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const SubList = styled(List)`
  padding-left: ${tokens.space.xl};
  ${tokens.media.collapsed} {
    display: none;
  }
`;

const Link = styled(NavAnchor)`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-height: ${tokens.targetSize}px;
  padding: 0 ${tokens.space.sm};
  border-radius: ${tokens.radii.md};
  color: inherit;
  text-decoration: none;
  font-size: ${tokens.fontSizes.sm};
  &:hover {
    text-decoration: underline;
  }
  &.active {
    background: ${tokens.colors.primary};
    color: ${tokens.colors.onPrimary};
    font-weight: ${tokens.fontWeights.bold};
  }
  ${tokens.media.collapsed} {
    flex-direction: column;
    justify-content: center;
    gap: ${tokens.space.xxs};
    padding: ${tokens.space.xs};
    text-align: center;
    font-size: 1rem;
    line-height: 1.2;
  }
`;

const SearchForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xxs};
  label {
    font-size: ${tokens.fontSizes.sm};
  }
  input {
    min-height: ${tokens.targetSize}px;
    font-size: ${tokens.fontSizes.sm};
    padding: 0 ${tokens.space.sm};
    border-radius: ${tokens.radii.md};
    border: 2px solid ${tokens.colors.border};
    background: ${tokens.colors.surface};
    color: ${tokens.colors.text};
  }
`;

function SidebarSearch() {
  const router = useNavRouter();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  // Spec 5: stripped before it is sent, empty not sent, at least 2 characters.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = stripSearchInput(text);
    if (!query) return setError(undefined);
    const problem = validateSearch(query);
    setError(problem);
    if (!problem) void router.navigate(`/search?q=${encodeURIComponent(query)}`);
  };
  return (
    <SearchForm role="search" onSubmit={submit}>
      <label htmlFor="sidebar-search">Search the portal</label>
      <input
        id="sidebar-search"
        type="search"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'sidebar-search-error' : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {error && <p id="sidebar-search-error">{error}</p>}
    </SearchForm>
  );
}

function SidebarEntry({ item }: { item: NavItem }) {
  const submenu = useSubmenu(item);
  return (
    <li>
      <Link to={item.to} activeOn={submenu ? 'exact' : 'below'}>
        <Icon name={item.icon} />
        {item.label}
      </Link>
      {submenu && (
        <SubList aria-label={`${item.label} sections`}>
          {submenu.map((child) => (
            <li key={child.to}>
              <Link to={child.to} activeOn="exact">
                {child.label}
              </Link>
            </li>
          ))}
        </SubList>
      )}
    </li>
  );
}

/**
 * The sidebar of screens wider than a phone (spec 2): the navigation with its submenus and the
 * global search box; on small screens (spec 9) a rail of labelled icons, with a link to Search.
 */
export const Sidebar = memo(function Sidebar({
  items,
  communityName,
}: {
  items: (NavItem & { id: string })[];
  communityName: string;
}) {
  return (
    <Aside>
      <Full>
        <Brand>{communityName}</Brand>
        <SidebarSearch />
      </Full>
      <Collapsed>
        <Link to="/search" activeOn="below">
          <Icon name="search" />
          Search
        </Link>
      </Collapsed>
      <nav aria-label="Main">
        <List>
          {items.map((item) => (
            <SidebarEntry key={item.id} item={item} />
          ))}
        </List>
      </nav>
    </Aside>
  );
});
