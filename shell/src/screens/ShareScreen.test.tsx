import { AreaProviders, communitySelected, createPortalStore, tokenLoaded } from '@portal/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import SearchScreen from './SearchScreen';
import ShareScreen from './ShareScreen';

function renderScreen(ui: React.ReactElement, path = '/') {
  const store = createPortalStore();
  store.dispatch(tokenLoaded('token'));
  store.dispatch(communitySelected('c1'));
  return render(
    <AreaProviders store={store}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AreaProviders>,
  );
}

function answer(payload: unknown, status = 200) {
  return { ok: status < 400, status, statusText: '', json: async () => payload } as Response;
}

describe('ShareScreen', () => {
  it('shows each message of spec 5, then sends In_Laws and keeps the form when sending fails', async () => {
    const sent: Record<string, unknown>[] = [];
    global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)).variables);
      return answer({ errors: [{ message: 'down' }] });
    }) as typeof fetch;
    renderScreen(<ShareScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    for (const message of [
      'The first name is required',
      'The last name is required',
      'The email is required.',
      'Please selact a relationship',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Rosa');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lind');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'rosa@');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Relationship' }),
      'In Laws',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone (optional)' }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'example.org');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Phone (optional)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Unable to send invite at this time.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      firstName: 'Rosa',
      lastName: 'Lind',
      email: 'rosa@example.org',
      relationship: 'In_Laws',
      primaryPhone: null,
    });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('rosa@example.org');
  });
});

describe('SearchScreen', () => {
  it('says why 1 character is not searched, then shows grouped highlighted results', async () => {
    const bodies: unknown[] = [];
    global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return answer({
        results: {
          people: [
            {
              guid: 'p1',
              firstName: { value: 'Ada', highlighted: true, highlightedValue: '<mark>Ada</mark>' },
              lastName: { value: 'Lane', highlighted: false, highlightedValue: 'Lane' },
              biography: {
                value: 'Ada &',
                highlighted: true,
                highlightedValue: '<mark>Ada</mark> &amp;',
              },
            },
          ],
        },
        meta: { people: { path: '/directory/details', label: 'People' } },
        status: { rid: 'r', timems: 3 },
      });
    }) as typeof fetch;
    renderScreen(<SearchScreen />, '/search');
    const field = screen.getByRole('searchbox', { name: 'Search for people and more' });
    await userEvent.type(field, 'a');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Search must have at least 2 characters.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await userEvent.type(field, 'da<>');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const link = await screen.findByRole('link', { name: /Ada Lane/ });
    expect(link).toHaveAttribute('href', '/directory/details/p1');
    expect(bodies[0]).toEqual({ communityId: 'c1', query: 'ada' });
    expect(screen.getByRole('heading', { level: 2, name: 'People (1)' })).toBeInTheDocument();
    expect(link.querySelectorAll('mark')).toHaveLength(2);
    expect(link).toHaveTextContent('About: Ada &');
  });
});
