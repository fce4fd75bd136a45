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
      <NavAnchor to="/library/new">What's New</NavAnchor>
      <NavAnchor to="/events/all">Events</NavAnchor>
    </nav>
  );
  const events = { path: '/events/all', element: <p>The events page</p> };

  it('marks the link of the page shown and follows a plain click with the router', () => {
    const { router } = renderInFrame('/library/new', frame, createPortalStore(), [events]);
    const whatsNew = screen.getByRole('link', { name: "What's New" });
    expect(whatsNew).toHaveAttribute('aria-current', 'page');
    expect(whatsNew).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Events' })).not.toHaveAttribute('aria-current');
    const before = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'Events' }));
    expect(router.state.location.pathname).toBe('/events/all');
    expect(screen.getByText('The events page')).toBeInTheDocument();
    expect(window.history.length).toBe(before);
  });

  it('leaves a click with a modifier key or another button to the browser', () => {
    const { router } = renderInFrame('/library/new', frame, createPortalStore(), [events]);
    // The test page cannot open a new tab: the browser's own handling is stopped here.
    const stop = (event: Event) => event.preventDefault();
    window.addEventListener('click', stop);
    try {
      const link = screen.getByRole('link', { name: 'Events' });
      fireEvent.click(link, { ctrlKey: true });
      fireEvent.click(link, { metaKey: true });
      fireEvent.click(link, { shiftKey: true });
      fireEvent.click(link, { button: 1 });
      expect(router.state.location.pathname).toBe('/library/new');
      expect(link).toHaveAttribute('href', '/events/all');
    } finally {
      window.removeEventListener('click', stop);
    }
  });
});
