import { mockApi, renderAt, storeWith, testUser } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProfileEdit from './ProfileEdit';

describe('ProfileEdit', () => {
  it('is only available for residents', async () => {
    mockApi({});
    renderAt(
      '/directory/profile',
      <ProfileEdit />,
      '/directory/profile',
      await storeWith(testUser({ _type: 'Contact', roles: ['Family'] })),
    );
    expect(
      await screen.findByText('The profile page is only available for residents.'),
    ).toBeInTheDocument();
  });

  it('saves the biography and opt-out, and keeps the text when saving fails', async () => {
    let fail = true;
    const calls = mockApi({
      updateResident: (variables) =>
        fail
          ? { errors: [{ message: 'boom' }] }
          : {
              data: {
                updateResident: {
                  _id: 'me',
                  biography: (variables.edits as { biography: string }).biography,
                  optOutOfDirectory: true,
                },
              },
            },
      userDetails: () => ({ data: { userDetails: testUser() } }),
    });
    renderAt(
      '/directory/profile',
      <ProfileEdit />,
      '/directory/profile',
      await storeWith(testUser()),
    );
    const bio = await screen.findByRole('textbox', { name: 'Biography' });
    await userEvent.clear(bio);
    await userEvent.type(bio, 'I love jazz.');
    await userEvent.click(screen.getByRole('switch', { name: /Leave me out of the directory/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unable to update profile at this time.')).toBeInTheDocument();
    expect(bio).toHaveValue('I love jazz.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    const update = calls.filter((call) => call.operation === 'UpdateResident').at(-1);
    expect(update?.variables).toMatchObject({
      residentId: 'me',
      edits: { biography: 'I love jazz.', optOutOfDirectory: true },
    });
  });
});
