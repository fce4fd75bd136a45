import { strings } from '@portal/shared';
import { mockApi, renderAt, storeWith, testUser } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testEvent } from '../testing';
import { Invites } from './Invites';

const event = testEvent({ _id: 'e1' });

it('shows staff a sample invite whose answers show the demo message and send nothing (spec 6)', async () => {
  const calls = mockApi({
    eventList: () => ({
      data: {
        events: { events: [event], pageInfo: { page: 1, limit: 20, total: 1, hasNextPage: false } },
        eventCalendars: [],
      },
    }),
  });
  const staff = testUser({ _type: 'Staff', roles: ['Staff'] });
  renderAt('/events/invites', <Invites />, '/events/invites', await storeWith(staff));
  const invites = await screen.findByRole('list', { name: 'Invites' });
  expect(within(invites).getByRole('link', { name: event.name })).toBeVisible();
  expect(screen.getByText('A sample invite')).toBeVisible();

  await userEvent.click(within(invites).getByRole('button', { name: 'Accept' }));
  expect(await screen.findByText(strings.staffDemo)).toBeVisible();
  await userEvent.click(within(invites).getByRole('button', { name: 'Decline' }));
  expect(screen.getByText(strings.staffDemo)).toBeVisible();
  // Staff load no invites, and the sample's answers go nowhere.
  expect(calls.map((call) => call.operation)).toEqual(['EventList']);
});
