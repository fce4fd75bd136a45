import { renderAt, storeWith, testUser } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectEventFilters } from '../state/eventsSlice';
import { EventFilters } from './EventFilters';

async function renderFilters() {
  const store = await storeWith(testUser());
  renderAt('/events/all', <EventFilters calendars={[]} />, '/events/all', store);
  return store;
}

describe('EventFilters search', () => {
  it('refuses a search under 2 characters with the spec message and keeps the text', async () => {
    const store = await renderFilters();
    const field = screen.getByRole('searchbox', { name: 'Search events' });
    await userEvent.type(field, 'a%');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Search must have at least 2 characters.')).toBeVisible();
    expect(field).toHaveValue('a%');
    expect(selectEventFilters(store.getState()).search).toBe('');
  });

  it('sends the stripped text, and an empty search clears it', async () => {
    const store = await renderFilters();
    const field = screen.getByRole('searchbox', { name: 'Search events' });
    await userEvent.type(field, ' water<color> ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(selectEventFilters(store.getState()).search).toBe('watercolor');
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(selectEventFilters(store.getState()).search).toBe('');
    expect(screen.queryByText('Search must have at least 2 characters.')).toBeNull();
  });
});
