import { mockApi, renderAt, storeWith, testUser } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DirectoryList from './DirectoryList';

const person = (id: string, name: string) => ({
  _id: id,
  _type: 'Resident',
  fullName: name,
  name,
  lastName: name.split(' ')[1],
  thumbnail: null,
  jobTitle: null,
  relationship: null,
});

describe('DirectoryList', () => {
  // jsdom lays nothing out: every row has no height, so the end of the loaded rows is on screen.
  it('loads the next page when the end of those loaded is near, and counts them all', async () => {
    const first = Array.from({ length: 50 }, (_, i) => person(`p${i}`, `Person Number${i}`));
    const calls = mockApi({
      directoryList: (variables) => ({
        data: {
          directory: (variables.page as { after: string | null }).after
            ? [person('p50', 'Last Person')]
            : first,
          directoryCount: 51,
        },
      }),
    });
    renderAt(
      '/directory/:role',
      <DirectoryList />,
      '/directory/residents',
      await storeWith(testUser()),
    );
    expect(await screen.findByText('51 people')).toBeInTheDocument();
    expect(calls[0].variables.page).toEqual({ after: null, limit: 50 });
    const rows = within(screen.getByRole('list', { name: 'Residents' })).getAllByRole('listitem');
    expect(rows[0]).toHaveAttribute('aria-setsize', '51');
    expect(await screen.findByRole('link', { name: /Last Person/ })).toBeInTheDocument();
    expect(calls[1].variables.page).toEqual({ after: 'p49', limit: 50 });
    // The second page was not full: there is no third.
    expect(calls).toHaveLength(2);
  });

  it('lists residents, and searches by name only from 2 characters', async () => {
    const calls = mockApi({
      directoryList: (variables) => ({
        data: {
          directory: variables.query
            ? [person('p2', 'Walter Ames')]
            : [person('p1', 'Ada Lane'), person('p2', 'Walter Ames')],
        },
      }),
    });
    renderAt(
      '/directory/:role',
      <DirectoryList />,
      '/directory/residents',
      await storeWith(testUser()),
    );
    expect(await screen.findByRole('link', { name: /Ada Lane/ })).toHaveAttribute(
      'href',
      '/directory/details/p1',
    );
    expect(calls[0].variables).toMatchObject({ communityId: 'c1', roles: [2], query: null });

    const field = screen.getByRole('searchbox', { name: 'Search Residents' });
    await userEvent.type(field, 'W');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Search must have at least 2 characters.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    await userEvent.type(field, 'al<>');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: /Walter Ames/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ada Lane/ })).toBeNull();
    expect(calls[1].variables).toMatchObject({ query: 'Wal', roles: [2] });
  });

  it('gives staff the Residents and Staff tabs only', async () => {
    mockApi({
      staffDirectory: () => ({ data: { staffDirectory: [person('s1', 'Marcus Bell')] } }),
    });
    renderAt(
      '/directory/:role',
      <DirectoryList />,
      '/directory/staff',
      await storeWith(testUser({ _type: 'Staff', roles: ['Staff'] })),
    );
    const tabs = screen.getByRole('navigation', { name: 'Directory' });
    expect(Array.from(tabs.querySelectorAll('a')).map((link) => link.textContent)).toEqual([
      'Residents',
      'Staff',
    ]);
    expect(await screen.findByRole('link', { name: /Marcus Bell/ })).toBeInTheDocument();
  });

  it('offers a resident without a biography to write one', async () => {
    mockApi({ directoryList: () => ({ data: { directory: [] } }) });
    renderAt(
      '/directory/:role',
      <DirectoryList />,
      '/directory/residents',
      await storeWith(testUser({ biography: null })),
    );
    expect(await screen.findByRole('link', { name: /add a biography/ })).toHaveAttribute(
      'href',
      '/directory/profile',
    );
  });
});
