import { strings } from '@portal/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithEmailAndPassword, signOut, type UserCredential } from 'firebase/auth';
import { App } from './App';

jest.mock('firebase/app', () => ({ initializeApp: jest.fn(() => ({})) }));
jest.mock('firebase/auth', () => ({
  getAuth: jest.fn(() => ({ name: 'auth' })),
  connectAuthEmulator: jest.fn(),
  signInWithEmailAndPassword: jest.fn(),
  signOut: jest.fn(async () => undefined),
}));

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

function answer(status: number, body?: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

beforeEach(() => {
  jest.clearAllMocks();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});

describe('App', () => {
  it('starts on Sign in with the page title', () => {
    render(<App navigate={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(document.title).toBe('Sign in — Community Portal');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });

  it.each([
    ['?signedOut=1', strings.signedOut],
    ['?expired=1', strings.sessionExpired],
  ])('with %s shows a calm notice and signs out of Firebase', async (query, text) => {
    window.history.replaceState(null, '', `/${query}`);
    render(<App navigate={jest.fn()} />);
    expect(screen.getByText(text).closest('[role]')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(signOut).toHaveBeenCalled());
  });

  it('hands the session to the shell in the URL fragment', async () => {
    jest.mocked(signInWithEmailAndPassword).mockResolvedValue({
      user: { getIdToken: async () => 'id-token' },
    } as unknown as UserCredential);
    fetchMock.mockResolvedValue(answer(200, { token: 'a.b+c' }));
    const navigate = jest.fn();
    render(<App navigate={navigate} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('http://localhost:3000/#session=a.b%2Bc'),
    );
  });

  it('goes through Forgot password and back to Sign in with the email and a confirmation', async () => {
    render(<App navigate={jest.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));

    const heading = screen.getByRole('heading', { level: 1, name: 'Reset your password' });
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Reset your password — Community Portal');
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.org');

    fetchMock.mockResolvedValueOnce(answer(200, { ok: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText('Code'), '123456');
    await userEvent.type(screen.getByLabelText('New password'), 'new secret');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'new secret');
    fetchMock.mockResolvedValueOnce(answer(200, { ok: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toHaveFocus();
    expect(screen.getByText(strings.passwordResetDone)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.org');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('follows the saved light setting', () => {
    localStorage.setItem('portal.settings', JSON.stringify({ dark: false }));
    const { container } = render(<App navigate={jest.fn()} />);
    // The logo is decorative (alt=""), so it has no role to find it by.
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining(encodeURIComponent('#0b4f9c')),
    );
  });

  it('is dark by default', () => {
    const { container } = render(<App navigate={jest.fn()} />);
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining(encodeURIComponent('#ffd24a')),
    );
  });
});
