import { screen, within } from '@testing-library/react';
import { LinkTabs } from './LinkTabs';
import { renderWithTheme } from './renderWithTheme';

describe('LinkTabs', () => {
  it('is a named navigation of links with the current route marked', () => {
    renderWithTheme(
      <LinkTabs
        label="Events"
        items={[
          { href: '/events/all', label: 'All Events', current: true },
          { href: '/events/signups', label: 'My Events' },
          { href: '/events/invites', label: 'Invites' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Events' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/events/all',
      '/events/signups',
      '/events/invites',
    ]);
    expect(screen.getByRole('link', { name: 'All Events' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'My Events' })).not.toHaveAttribute('aria-current');
  });
});
