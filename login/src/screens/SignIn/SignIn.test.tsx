import { resolveEnvironment, strings } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithEmailAndPassword, signOut, type UserCredential } from 'firebase/auth';
import { renderWithTheme } from '../../renderWithTheme';
import { SignIn } from './SignIn';

jest.mock('firebase/app', () => ({ initializeApp: jest.fn(() => ({})) }));
jest.mock('firebase/auth', () => ({
  getAuth: jest.fn(() => ({ name: 'auth' })),
  connectAuthEmulator: jest.fn(),
  signInWithEmailAndPassword: jest.fn(),
  signOut: jest.fn(async () => undefined),
}));

const env = resolveEnvironment({ protocol: 'http:', hostname: 'localhost' });
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const signInMock = jest.mocked(signInWithEmailAndPassword);

function answer(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

function firebaseRefuses(code: string) {
  signInMock.mockRejectedValue(Object.assign(new Error(`Firebase: Error (${code}).`), { code }));
}

function firebaseAccepts() {
  signInMock.mockResolvedValue({
    user: { getIdToken: async () => 'firebase-id-token' },
  } as unknown as UserCredential);
}

function setup(props: Partial<Parameters<typeof SignIn>[0]> = {}) {
  const onSignedIn = jest.fn();
  const onForgotPassword = jest.fn();
  renderWithTheme(
    <SignIn env={env} onSignedIn={onSignedIn} onForgotPassword={onForgotPassword} {...props} />,
  );
  return {
    onSignedIn,
    onForgotPassword,
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign in' }),
  };
}

beforeEach(() => {
  jest.clearAllMocks();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('SignIn validation', () => {
  it('shows both required messages and moves focus to the email', async () => {
    const { email, password, submit } = setup();
    await userEvent.click(submit);
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('The email is required.');
    expect(password).toHaveAccessibleDescription('Password is required.');
    expect(signInMock).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['mary', 'secret', 'email', strings.invalidEmail],
    ['mary@home', '', 'email', strings.invalidEmail],
    ['mary@home.org', '', 'password', 'Password is required.'],
  ])(
    'email %j and password %j: focus on %s with %j',
    async (typedEmail, typedPassword, first, message) => {
      const { email, password, submit } = setup();
      await userEvent.type(email, typedEmail);
      if (typedPassword) await userEvent.type(password, typedPassword);
      await userEvent.click(submit);
      const field = first === 'email' ? email : password;
      expect(field).toHaveFocus();
      expect(field).toHaveAccessibleDescription(message);
      expect(signInMock).not.toHaveBeenCalled();
    },
  );

  it('updates the messages as the person types after a first try', async () => {
    const { email, submit } = setup();
    await userEvent.click(submit);
    await userEvent.type(email, 'ann@');
    expect(email).toHaveAccessibleDescription(strings.invalidEmail);
    await userEvent.type(email, 'example.org');
    expect(email).not.toHaveAttribute('aria-invalid');
  });
});

describe('SignIn', () => {
  it('signs in with Firebase, trades the ID token and hands over the portal token', async () => {
    firebaseAccepts();
    fetchMock.mockResolvedValue(
      answer(200, { token: 'portal-token', refreshToken: 's.r', expiresAt: 'x', user: {} }),
    );
    const { email, password, submit, onSignedIn } = setup();
    await userEvent.type(email, '  ann@example.org ');
    await userEvent.type(password, 'correct horse');
    await userEvent.click(submit);

    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith({ token: 'portal-token', refreshToken: 's.r' }),
    );
    expect(signInMock).toHaveBeenCalledWith({ name: 'auth' }, 'ann@example.org', 'correct horse');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://localhost:4000/v3/auth/firebase/login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ firebaseIdToken: 'firebase-id-token' });
  });

  it.each([
    ['auth/wrong-password', 'The password is incorrect. Please try again'],
    ['auth/invalid-credential', strings.invalidCredential],
    ['auth/user-not-found', strings.notRegistered],
    ['auth/too-many-requests', strings.tooManyAttempts],
    ['auth/network-request-failed', strings.offline],
    ['auth/internal-error', strings.generic],
  ])('shows the message for %s and keeps what was typed', async (code, message) => {
    firebaseRefuses(code);
    const { email, password, submit, onSignedIn } = setup();
    await userEvent.type(email, 'ann@example.org');
    await userEvent.type(password, 'wrong');
    await userEvent.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(email).toHaveValue('ann@example.org');
    expect(password).toHaveValue('wrong');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(submit).not.toHaveAttribute('aria-disabled');
  });

  it('says the person is offline when the portal cannot be reached, and signs out of Firebase', async () => {
    firebaseAccepts();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { email, password, submit } = setup();
    await userEvent.type(email, 'ann@example.org');
    await userEvent.type(password, 'pw');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(strings.offline);
    expect(signOut).toHaveBeenCalled();
    expect(password).toHaveValue('pw');
  });

  it('maps a refusal of the portal like a Firebase one', async () => {
    firebaseAccepts();
    fetchMock.mockResolvedValue(
      answer(404, { code: 'auth/user-not-found', message: 'No portal user' }),
    );
    const { email, password, submit } = setup();
    await userEvent.type(email, 'ann@example.org');
    await userEvent.type(password, 'pw');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(strings.notRegistered);
  });

  it('clears the old failure on a new try and can succeed', async () => {
    firebaseRefuses('auth/wrong-password');
    const { email, password, submit, onSignedIn } = setup();
    await userEvent.type(email, 'ann@example.org');
    await userEvent.type(password, 'wrong');
    await userEvent.click(submit);
    await screen.findByRole('alert');

    firebaseAccepts();
    fetchMock.mockResolvedValue(answer(200, { token: 't2' }));
    await userEvent.clear(password);
    await userEvent.type(password, 'right');
    await userEvent.click(submit);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ token: 't2' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ignores presses while signing in and says it is busy', async () => {
    let finish: (value: UserCredential) => void = () => {};
    signInMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    fetchMock.mockResolvedValue(answer(200, { token: 't' }));
    const { email, password, submit, onSignedIn } = setup();
    await userEvent.type(email, 'ann@example.org');
    await userEvent.type(password, 'pw');
    await userEvent.click(submit);
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Signing in, please wait.')).toBeInTheDocument();
    await userEvent.click(submit);
    expect(signInMock).toHaveBeenCalledTimes(1);
    finish({ user: { getIdToken: async () => 'id' } } as unknown as UserCredential);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
  });

  it('offers Forgot password with the typed email', async () => {
    const { email, onForgotPassword } = setup();
    await userEvent.type(email, 'ann@example.org ');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onForgotPassword).toHaveBeenCalledWith('ann@example.org');
  });

  it('can show the password', async () => {
    const { password } = setup();
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('shows a notice and a filled-in email it was given', () => {
    const { email } = setup({
      initialEmail: 'ann@example.org',
      notice: { severity: 'success', text: 'Changed.' },
    });
    expect(email).toHaveValue('ann@example.org');
    expect(screen.getByText('Changed.')).toBeInTheDocument();
  });
});
