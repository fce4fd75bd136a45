import { defaultTheme, makeStyledTheme } from '@portal/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import type { PortalEvent } from '../api/eventsApi';
import { SignupDialog } from './SignupDialog';

// jsdom has <dialog> but not its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const event: PortalEvent = {
  _id: 'e',
  name: 'Watercolor Painting Class',
  description: null,
  startsAt: '2099-01-01T18:00:00Z',
  endsAt: '2099-01-01T19:30:00Z',
  allDay: false,
  location: 'Art Studio',
  url: null,
  urlDetails: null,
  signupUrl: null,
  commentPrompt: 'Is there anything you would like to paint?',
  costsMoney: false,
  totalSpots: 14,
  openSpots: 9,
  timezone: 'America/New_York',
  calendars: [],
  virtualEventDestinations: [],
  rsvp: null,
  guestRsvp: null,
  invite: null,
  hasWaitlist: false,
  waitlistCount: 0,
};

function renderDialog(over: Partial<PortalEvent> = {}, problem: string | null = null) {
  const onSubmit = jest.fn();
  render(
    <ThemeProvider theme={makeStyledTheme(defaultTheme, true)}>
      <SignupDialog
        event={{ ...event, ...over }}
        open
        busy={false}
        problem={problem}
        onClose={() => {}}
        onSubmit={onSubmit}
      />
    </ThemeProvider>,
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
    const onSubmit = renderDialog();
    await user.click(screen.getByRole('checkbox', { name: /Bring a guest/ }));
    if (name) await user.type(screen.getByRole('textbox', { name: "Guest's name" }), name);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: "Guest's name" })).toHaveValue(name);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the guest and the comment', async () => {
    const user = userEvent.setup();
    const onSubmit = renderDialog();
    await user.click(screen.getByRole('checkbox', { name: /Bring a guest/ }));
    await user.type(screen.getByRole('textbox', { name: "Guest's name" }), ' Walter ');
    await user.type(
      screen.getByRole('textbox', { name: /anything you would like to paint/ }),
      'The lake',
    );
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onSubmit).toHaveBeenCalledWith({ guestName: 'Walter', comments: 'The lake' });
  });

  it('with one spot left a guest brings up the one-spot dialog, which signs up alone', async () => {
    const user = userEvent.setup();
    const onSubmit = renderDialog({ openSpots: 1 });
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
    expect(onSubmit).toHaveBeenCalledWith({ guestName: null, comments: null });
  });

  it('shows a failure above the form', async () => {
    renderDialog({}, 'Unable to rsvp for event! Please try again later.');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unable to rsvp for event! Please try again later.',
    );
  });

  it('asks for no comment where the event has no prompt', () => {
    renderDialog({ commentPrompt: null });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
