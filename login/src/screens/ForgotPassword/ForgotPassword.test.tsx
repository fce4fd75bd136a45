import { resolveEnvironment, strings } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../renderWithTheme';
import { ForgotPassword } from './ForgotPassword';

const env = resolveEnvironment({ protocol: 'http:', hostname: 'localhost' });
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

function answer(status: number, body?: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

function setup(initialEmail = '') {
  const onDone = jest.fn();
  const onCancel = jest.fn();
  renderWithTheme(
    <ForgotPassword env={env} initialEmail={initialEmail} onDone={onDone} onCancel={onCancel} />,
  );
  return { onDone, onCancel };
}

async function reachStepTwo(email = 'ann@example.org') {
  fetchMock.mockResolvedValueOnce(answer(200, { ok: true }));
  const result = setup(email);
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByLabelText('Code');
  return result;
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('ForgotPassword, step 1', () => {
  it.each([
    ['', strings.emailRequired],
    ['ann', strings.invalidEmail],
  ])('checks the email %j', async (typed, message) => {
    setup();
    const email = screen.getByLabelText('Email');
    if (typed) await userEvent.type(email, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a code to the email, then asks for it with focus on Code', async () => {
    await reachStepTwo(' ann@example.org ');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://localhost:4000/v3/auth/password/code');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ann@example.org' });
    expect(screen.getByLabelText('Code')).toHaveFocus();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
    const sent = screen.getByText(
      /If ann@example.org belongs to a portal account, we sent a 6-character code/,
    );
    expect(sent.closest('[role]')).toHaveAttribute('role', 'status');
  });

  it('says the mail was not found and keeps the email', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(404, { code: 'auth/user-not-found', message: 'No user' }),
    );
    setup('nobody@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      fill('We could not find an account for {email}.', 'nobody@example.org'),
    );
    expect(screen.getByLabelText('Email')).toHaveValue('nobody@example.org');
  });

  it('says the person is offline when the call cannot be made', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    setup('ann@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(strings.offline);
  });

  it('goes back to sign in with the email', async () => {
    const { onCancel } = setup('ann@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(onCancel).toHaveBeenCalledWith('ann@example.org');
  });
});

function fill(template: string, email: string) {
  return template.replace('{email}', email);
}

describe('ForgotPassword, step 2', () => {
  it('asks for everything, focusing the first field missing', async () => {
    await reachStepTwo();
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByLabelText('Code')).toHaveFocus();
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(
      `The 6 characters from the email. ${strings.codeRequired}`,
    );
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      strings.passwordRequired,
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      strings.confirmPasswordRequired,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['12345', 'secret1', 'secret1', 'Code', strings.codeInvalid],
    ['123456', '', 'secret1', 'New password', strings.passwordRequired],
    ['123456', 'secret1', 'secret2', 'Confirm password', strings.passwordMismatch],
  ])(
    'code %j, passwords %j / %j: focus on %s',
    async (code, password, confirmation, label, message) => {
      await reachStepTwo();
      await userEvent.type(screen.getByLabelText('Code'), code);
      if (password) await userEvent.type(screen.getByLabelText('New password'), password);
      await userEvent.type(screen.getByLabelText('Confirm password'), confirmation);
      await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
      expect(screen.getByLabelText(label)).toHaveFocus();
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining(message),
      );
      expect(fetchMock).toHaveBeenCalledTimes(1);
    },
  );

  it.each([
    ['auth/invalid-action-code', 'The code entered is not valid. Please request a new code.'],
    ['auth/expired-action-code', 'Invalid password reset code. Please request a new one.'],
    [
      'auth/user-not-found',
      'We could not find an account for ann@example.org. Please check the email address and try again.',
    ],
  ])('shows the message for %s and keeps what was typed', async (code, message) => {
    const { onDone } = await reachStepTwo();
    fetchMock.mockResolvedValueOnce(answer(400, { code, message: 'refused' }));
    await userEvent.type(screen.getByLabelText('Code'), 'AB12CD');
    await userEvent.type(screen.getByLabelText('New password'), 'new secret');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'new secret');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Code')).toHaveValue('AB12CD');
    expect(screen.getByLabelText('New password')).toHaveValue('new secret');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('new secret');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('resets the password and reports the email', async () => {
    const { onDone } = await reachStepTwo();
    fetchMock.mockResolvedValueOnce(answer(200, { ok: true }));
    await userEvent.type(screen.getByLabelText('Code'), ' 123456 ');
    await userEvent.type(screen.getByLabelText('New password'), 'new secret');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'new secret');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('ann@example.org'));
    const [url, init] = fetchMock.mock.calls[1];
    expect(url).toBe('http://localhost:4000/v3/auth/password/reset');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'ann@example.org',
      code: '123456',
      password: 'new secret',
    });
  });

  it('can send a new code', async () => {
    await reachStepTwo();
    fetchMock.mockResolvedValueOnce(answer(200, { ok: true }));
    await userEvent.type(screen.getByLabelText('Code'), '999');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls[1][0]).toBe('http://localhost:4000/v3/auth/password/code');
    expect(await screen.findByText(/we sent a 6-character code/)).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveValue('999');
  });
});
