import { AreaProviders } from '@portal/shared';
import { mockApi, storeWith, testUser } from '@portal/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortalEvent } from '../api/eventsApi';
import { testEvent } from '../testing';
import { type InviteAbility, SignupDialog } from './SignupDialog';

const event = testEvent({ commentPrompt: 'Is there anything you would like to paint?' });

async function renderDialog(
  over: Partial<PortalEvent> = {},
  problem: string | null = null,
  invite: InviteAbility = 'yes',
) {
  const onSubmit = jest.fn();
  render(
    <AreaProviders store={await storeWith(testUser())}>
      <SignupDialog
        event={{ ...event, ...over }}
        open
        busy={false}
        problem={problem}
        invite={invite}
        onClose={() => {}}
        onSubmit={onSubmit}
      />
    </AreaProviders>,
  );
  return onSubmit;
}

describe('SignupDialog', () => {
  it.each([
    ['', 'Please enter guests name.'],
    ['Walter 2', 'Name must only contain letters.'],
    ['Al', 'Name must have at least 3 characters.'],
  ])('a guest named %j shows %j and is not sent', async (name, message) => {
    const user = userEvent.setup();
    const onSubmit = await renderDialog();
    await user.click(screen.getByRole('checkbox', { name: /Bring a guest/ }));
    if (name) await user.type(screen.getByRole('textbox', { name: "Guest's name" }), name);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: "Guest's name" })).toHaveValue(name);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the guest and the comment', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderDialog();
    await user.click(screen.getByRole('checkbox', { name: /Bring a guest/ }));
    await user.type(screen.getByRole('textbox', { name: "Guest's name" }), ' Walter ');
    await user.type(
      screen.getByRole('textbox', { name: /anything you would like to paint/ }),
      'The lake',
    );
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onSubmit).toHaveBeenCalledWith({
      guestName: 'Walter',
      comments: 'The lake',
      invitees: [],
    });
  });

  it('with one spot left a guest brings up the one-spot dialog, which signs up alone', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderDialog({ openSpots: 1 });
    await user.click(screen.getByRole('checkbox', { name: /Bring a guest/ }));
    await user.type(screen.getByRole('textbox', { name: "Guest's name" }), 'Walter');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      screen.getByText(
        'Only one spot is left, so you can sign up for yourself but cannot bring a guest.',
      ),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sign up alone' }));
    expect(onSubmit).toHaveBeenCalledWith({ guestName: null, comments: null, invitees: [] });
  });

  it('shows a failure above the form', async () => {
    await renderDialog({}, 'Unable to rsvp for event! Please try again later.');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unable to rsvp for event! Please try again later.',
    );
  });

  it('asks for no comment where the event has no prompt', async () => {
    await renderDialog({ commentPrompt: null });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('invites residents found by name, and takes one back before sending', async () => {
    const calls = mockApi({
      inviteCandidates: ({ query }) => ({
        data: {
          directory: [
            { _id: 'me', fullName: 'Eleanor Whitfield', canCommunicate: false },
            { _id: 'r1', fullName: 'Harold Baker', canCommunicate: true },
            { _id: 'r2', fullName: 'Hazel Brooks', canCommunicate: true },
            { _id: 'r3', fullName: 'Hank Hidden', canCommunicate: false },
          ].filter((person) => person.fullName.toLowerCase().includes(String(query).toLowerCase())),
        },
      }),
    });
    const user = userEvent.setup();
    const onSubmit = await renderDialog({ commentPrompt: null });
    await user.click(screen.getByRole('checkbox', { name: /Invite other residents/ }));
    const find = screen.getByRole('textbox', { name: /Find a resident/ });
    await user.type(find, 'h');
    expect(screen.getByText('Search must have at least 2 characters.')).toBeInTheDocument();
    await user.type(find, 'a{Enter}');
    // Enter searches; it does not send the sign-up.
    expect(onSubmit).not.toHaveBeenCalled();
    const found = await screen.findByRole('list', { name: 'Residents found' });
    // Only residents who may be invited are offered: not the one signing up, no hidden profile.
    expect(within(found).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(found).getByRole('checkbox', { name: 'Hazel Brooks' })).not.toBeChecked();
    expect(within(found).queryByRole('checkbox', { name: 'Hank Hidden' })).toBeNull();
    expect(within(found).queryByRole('checkbox', { name: 'Eleanor Whitfield' })).toBeNull();
    await user.click(within(found).getByRole('checkbox', { name: 'Harold Baker' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hazel Brooks' }));
    const invited = screen.getByRole('list', { name: 'Residents you invite' });
    await user.click(within(invited).getByRole('checkbox', { name: 'Harold Baker' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onSubmit).toHaveBeenCalledWith({
      guestName: null,
      comments: null,
      invitees: [{ _id: 'r2', fullName: 'Hazel Brooks', canCommunicate: true }],
    });
    expect(calls.find((call) => call.operation === 'InviteCandidates')?.variables).toEqual({
      communityId: expect.any(String),
      query: 'ha',
      roles: [2],
    });
  });

  it('does not offer invites while the profile is hidden, and says why', async () => {
    await renderDialog({}, null, 'hiddenProfile');
    expect(screen.queryByRole('checkbox', { name: /Invite other residents/ })).toBeNull();
    expect(
      screen.getByText('You cannot invite others while your profile is hidden.'),
    ).toBeInTheDocument();
  });
});
