import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useLinkComponent } from './LinkContext';
import { TabList, TabStyle } from './Tabs';

export interface LinkTabItem {
  href: string;
  label: ReactNode;
  /** The tab of the page being shown. */
  current?: boolean;
}

export interface LinkTabsProps {
  /** Names the navigation landmark, e.g. "Events". */
  label: string;
  items: readonly LinkTabItem[];
}

const Item = styled.li`
  display: flex;
`;

/**
 * Tabs that are links to routes: a labelled navigation list looking like tabs, with the
 * current route marked `aria-current="page"`. Tab moves between them like any links.
 */
export function LinkTabs({ label, items }: LinkTabsProps) {
  const Link = useLinkComponent();
  return (
    <nav aria-label={label}>
      <TabList as="ul">
        {items.map((item) => (
          <Item key={item.href}>
            <TabStyle as={Link} href={item.href} aria-current={item.current ? 'page' : undefined}>
              {item.label}
            </TabStyle>
          </Item>
        ))}
      </TabList>
    </nav>
  );
}
