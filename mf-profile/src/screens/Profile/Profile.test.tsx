import { resolveEnvironment } from '@portal/shared';
import { mockApi, renderAt, storeWith, testUser } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Profile from './Profile';

const book = (numbers: number) => ({
  name: 'Apartment 101',
  rooms: [{ _id: 'r1', name: 'Apartment 101' }],
  contacts: [
    {
      contactId: 'x',
      type: 'pstn',
      name: 'Front Desk',
      phoneNumbers: Array.from(
        { length: numbers },
        (_, n) => `21555501${String(n).padStart(2, '0')}`,
      ),
    },
  ],
});

describe('Profile', () => {
  it('hides a property through the server and shows the failure message', async () => {
    let fail = false;
    const calls = mockApi({
      hideResidentProperties: () =>
        fail
          ? { errors: [{ message: 'no' }] }
          : { data: { hideResidentProperties: { _id: 'me', hiddenFields: ['birthdate'] } } },
      userDetails: () => ({ data: { userDetails: testUser({ hiddenFields: ['birthdate'] }) } }),
    });
    renderAt('/profile', <Profile />, '/profile', await storeWith(testUser()));
    const birthday = screen.getByRole('switch', { name: 'Hide my birthday' });
    expect(birthday).not.toBeChecked();
    await userEvent.click(birthday);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Hide my birthday' })).toBeChecked(),
    );
    expect(calls.find((c) => c.operation === 'HideResidentProperties')?.variables).toEqual({
      communityId: 'c1',
      residentId: 'me',
      properties: ['birthdate'],
    });
    fail = true;
    const email = screen.getByRole('switch', { name: 'Hide my email' });
    await userEvent.click(email);
    expect(await screen.findByText('Unable to update profile at this time.')).toBeInTheDocument();
    expect(email).not.toBeChecked();
  });

  it('blocks adding a contact once the book holds 10 phone numbers', async () => {
    mockApi({ alexaAddressBook: () => ({ data: { alexaAddressBook: book(10) } }) });
    renderAt(
      '/profile',
      <Profile />,
      '/profile',
      await storeWith(testUser({ hasAlexaDevice: true })),
    );
    expect(await screen.findByText('10 of 10 phone numbers used.')).toBeInTheDocument();
    expect(screen.getByText(/Your address book is full/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add contact' })).toBeNull();
  });

  it('adds a pstn contact with a valid number', async () => {
    const calls = mockApi({
      alexaAddressBook: () => ({ data: { alexaAddressBook: book(2) } }),
      addContactToPersonalAddressbook: () => ({
        data: {
          addContactToPersonalAddressbook: { message: 'Pharmacy added to the address book.' },
        },
      }),
      userDetails: () => ({ data: { userDetails: testUser({ hasAlexaDevice: true }) } }),
    });
    renderAt(
      '/profile',
      <Profile />,
      '/profile',
      await storeWith(testUser({ hasAlexaDevice: true })),
    );
    await screen.findByText('2 of 10 phone numbers used.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Contact name' }), 'Pharmacy');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Phone number' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '(215) 555-0142');
    await userEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(await screen.findByText('Pharmacy added to the address book.')).toBeInTheDocument();
    expect(calls.find((c) => c.operation === 'AddContactToPersonalAddressbook')?.variables).toEqual(
      {
        communityId: 'c1',
        roomName: 'Apartment 101',
        contacts: [{ type: 'pstn', name: 'Pharmacy', phoneNumbers: ['(215) 555-0142'] }],
      },
    );
  });

  it('gives family no privacy or address book, but the settings', async () => {
    mockApi({});
    renderAt(
      '/profile',
      <Profile />,
      '/profile',
      await storeWith(testUser({ _type: 'Contact', roles: ['Family'], hasAlexaDevice: true })),
    );
    expect(screen.queryByRole('switch', { name: 'Hide my profile' })).toBeNull();
    expect(screen.queryByText(/phone numbers used/)).toBeNull();
    expect(screen.getByRole('group', { name: 'Home page' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Categories' }));
    expect(JSON.parse(localStorage.getItem('portal.settings') ?? '{}').home).toBe(
      '/library/category',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(JSON.parse(localStorage.getItem('portal.settings') ?? '{}').dark).toBe(false);
  });

  it('lets an invited contact accept or decline, and says when answering fails', async () => {
    let pending = [
      {
        _id: 'i1',
        communityId: 'c2',
        communityName: 'Maple Grove',
        invitedBy: 'Ada Lane',
        resident: 'Ada Lane',
        relationship: 'In_Laws',
        status: 'Pending',
      },
      {
        _id: 'i2',
        communityId: 'c3',
        communityName: 'Oak Hill',
        invitedBy: 'Marcus Bell',
        resident: null,
        relationship: 'Friend',
        status: 'Pending',
      },
    ];
    let failDecline = true;
    const answerWith = (id: string, status: string) => {
      const invitation = pending.find((p) => p._id === id);
      pending = pending.filter((p) => p._id !== id);
      return { ...invitation, status };
    };
    const calls = mockApi({
      myContactInvitations: () => ({ data: { myContactInvitations: pending } }),
      acceptContactInvitation: ({ invitationId }) => ({
        data: { acceptContactInvitation: answerWith(String(invitationId), 'Accepted') },
      }),
      declineContactInvitation: ({ invitationId }) =>
        failDecline
          ? { errors: [{ message: 'No such invitation.' }] }
          : { data: { declineContactInvitation: answerWith(String(invitationId), 'Declined') } },
      userDetails: () => ({
        data: { userDetails: testUser({ _type: 'Contact', roles: ['Family'] }) },
      }),
    });
    renderAt(
      '/profile',
      <Profile />,
      '/profile',
      await storeWith(testUser({ _type: 'Contact', roles: ['Family'] })),
    );
    const list = await screen.findByRole('list', { name: 'Invitations' });
    expect(list).toHaveTextContent('Ada Lane invited you to connect with Ada Lane (In Laws).');
    expect(list).toHaveTextContent('Marcus Bell invited you to join the community (Friend).');

    await userEvent.click(
      screen.getByRole('button', { name: 'Decline the invitation from Oak Hill' }),
    );
    expect(
      await screen.findByText('Unable to decline invite! Please try again later.'),
    ).toBeInTheDocument();
    failDecline = false;
    await userEvent.click(
      screen.getByRole('button', { name: 'Decline the invitation from Oak Hill' }),
    );
    expect(
      await screen.findByText('You declined the invitation from Oak Hill.'),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Accept the invitation from Maple Grove' }),
    );
    expect(await screen.findByText('You are now connected with Maple Grove.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Invitations' })).toBeNull());
    expect(
      calls
        .filter((c) => c.operation.endsWith('ContactInvitation'))
        .map((c) => [c.operation, c.variables]),
    ).toEqual([
      ['DeclineContactInvitation', { invitationId: 'i2' }],
      ['DeclineContactInvitation', { invitationId: 'i2' }],
      ['AcceptContactInvitation', { invitationId: 'i1' }],
    ]);
    // Accepting adds a community: the user is fetched again.
    await waitFor(() =>
      expect(calls.filter((c) => c.operation === 'UserDetails').length).toBeGreaterThan(0),
    );
  });

  it('asks residents for no invitations', async () => {
    const calls = mockApi({});
    renderAt('/profile', <Profile />, '/profile', await storeWith(testUser()));
    expect(screen.queryByRole('heading', { name: 'Invitations' })).toBeNull();
    expect(calls.some((c) => c.operation === 'MyContactInvitations')).toBe(false);
  });
});

describe('Profile, advanced', () => {
  it("shows the portal's version and build from the shell's /version.json", async () => {
    mockApi({}, { '/version.json': { version: '1.4.2', build: '231' } });
    renderAt('/profile', <Profile />, '/profile', await storeWith(testUser()));
    const advanced = within(screen.getByRole('region', { name: 'Advanced' }));
    const version = await advanced.findByText('1.4.2 (build 231)');
    expect(version.previousElementSibling).toHaveTextContent('Portal version');
    const asked = jest.mocked(global.fetch).mock.calls.map(([url]) => String(url));
    expect(asked).toContain(`${resolveEnvironment().shellOrigin}/version.json`);
  });

  it('says the version is not available when the host answers its page instead of the file', async () => {
    mockApi({});
    const answerApi = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/version.json')
        ? ({
            ok: true,
            status: 200,
            json: async () => JSON.parse('<!doctype html><html></html>'),
          } as Response)
        : answerApi(input, init),
    ) as typeof fetch;
    renderAt('/profile', <Profile />, '/profile', await storeWith(testUser()));
    const advanced = within(screen.getByRole('region', { name: 'Advanced' }));
    expect(await advanced.findByText('Not available')).toBeInTheDocument();
  });

  it('says the version is not available when the file has none', async () => {
    mockApi({}, { '/version.json': {} });
    renderAt('/profile', <Profile />, '/profile', await storeWith(testUser()));
    const advanced = within(screen.getByRole('region', { name: 'Advanced' }));
    expect(await advanced.findByText('Not available')).toBeInTheDocument();
  });
});
