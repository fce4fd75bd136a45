import { createPortalStore } from '@portal/shared';
import { fireEvent, screen } from '@testing-library/react';
import { renderInFrame } from '../testing/renderInFrame';
import { isActiveAt, NavAnchor } from './NavAnchor';

describe('isActiveAt', () => {
  it.each([
    ['/events/all', '/events', false, true],
    ['/events/all', '/events', true, false],
    ['/events', '/events', true, true],
    ['/eventsx', '/events', false, false],
    ['/Events/all', '/events', false, true],
    ['/', '/', false, true],
    ['/library/new', '/', false, false],
    ['/search', '/search?q=tea', true, true],
    ['/events/all', '/events/', false, true],
  ])('at %s, a link to %s (end %s) is active: %s', (pathname, to, end, active) => {
    expect(isActiveAt(pathname, to, end)).toBe(active);
  });
});

describe('NavAnchor', () => {
  const frame = (
    <nav>
      <NavAnchor to="/library/new" activeOn="below">
        What's New
      </NavAnchor>
      <NavAnchor to="/events/all" activeOn="below">
        Events
      </NavAnchor>
      <NavAnchor to="/profile">Your profile</NavAnchor>
      <NavAnchor to="https://example.org/menu">The menu</NavAnchor>
    </nav>
  );
  const pages = [
    { path: '/events/all', element: <p>The events page</p> },
    { path: '/profile', element: <p>The profile page</p> },
  ];
  const link = (name: string) => screen.getByRole('link', { name });

  it('marks the link of the page shown, and moves the mark as a plain click navigates', async () => {
    const { router } = renderInFrame('/library/new', frame, createPortalStore(), pages);
    expect(link("What's New")).toHaveAttribute('aria-current', 'page');
    expect(link("What's New")).toHaveClass('active');
    expect(link('Events')).not.toHaveAttribute('aria-current');
    fireEvent.click(link('Events'));
    expect(await screen.findByText('The events page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/events/all');
    expect(router.state.historyAction).toBe('PUSH');
    expect(link('Events')).toHaveAttribute('aria-current', 'page');
    expect(link("What's New")).not.toHaveAttribute('aria-current');
  });

  it('replaces the address shown when its own link is followed, as the router links do', async () => {
    const { router } = renderInFrame('/events/all', frame, createPortalStore(), pages);
    fireEvent.click(link('Events'));
    expect(await screen.findByText('The events page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('gives a link without `activeOn` no mark, even on its own page', () => {
    renderInFrame('/profile', frame, createPortalStore(), pages);
    expect(link('Your profile')).not.toHaveAttribute('aria-current');
    expect(link('Your profile')).not.toHaveClass('active');
  });

  it('leaves to the browser a click with a modifier key, another button or target, or another site', () => {
    const { router } = renderInFrame('/library/new', frame, createPortalStore(), pages);
    // The test page cannot open a new tab: the browser's own handling is stopped here.
    const stop = (event: Event) => event.preventDefault();
    window.addEventListener('click', stop);
    try {
      for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) {
        fireEvent.click(link('Events'), { [modifier]: true });
      }
      fireEvent.click(link('Events'), { button: 1 });
      link('Events').setAttribute('target', '_blank');
      fireEvent.click(link('Events'));
      fireEvent.click(link('The menu'));
      expect(router.state.location.pathname).toBe('/library/new');
      expect(link('The menu')).toHaveAttribute('href', 'https://example.org/menu');
    } finally {
      window.removeEventListener('click', stop);
    }
  });
});
