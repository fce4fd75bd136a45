import { strings } from '@portal/shared';
import { authErrorMessage } from './authErrorMessage';
import { PortalAuthError } from './portalAuthApi';

const firebaseError = (code: string) =>
  Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('authErrorMessage', () => {
  it.each([
    ['auth/wrong-password', 'The password is incorrect. Please try again'],
    ['auth/invalid-credential', strings.invalidCredential],
    ['auth/invalid-login-credentials', strings.invalidCredential],
    ['auth/user-not-found', strings.notRegistered],
    ['auth/too-many-requests', strings.tooManyAttempts],
    ['auth/network-request-failed', strings.offline],
    ['auth/user-disabled', strings.userDisabled],
    ['auth/invalid-email', strings.invalidEmail],
    ['auth/internal-error', strings.generic],
    ['toString', strings.generic],
  ])('signing in, %s → %j', (code, message) => {
    expect(authErrorMessage(firebaseError(code), 'signIn', 'ann@example.org')).toBe(message);
  });

  it('says the email or password is incorrect for invalid credentials', () => {
    expect(authErrorMessage(firebaseError('auth/invalid-credential'), 'signIn', '')).toMatch(
      /email or password is incorrect/,
    );
  });

  it('points to Forgot Password after too many attempts', () => {
    expect(authErrorMessage(firebaseError('auth/too-many-requests'), 'signIn', '')).toMatch(
      /maximum number of failed sign-in attempts.*Forgot Password/,
    );
  });

  it.each([
    ['auth/invalid-action-code', 'The code entered is not valid. Please request a new code.'],
    ['auth/expired-action-code', 'Invalid password reset code. Please request a new one.'],
    [
      'auth/user-not-found',
      'We could not find an account for ann@example.org. Please check the email address and try again.',
    ],
    ['auth/weak-password', strings.weakPassword],
  ])('resetting, %s → %j', (code, message) => {
    expect(
      authErrorMessage(
        new PortalAuthError('refused', code, 400),
        'resetPassword',
        'ann@example.org',
      ),
    ).toBe(message);
  });

  it.each([
    ['a failed fetch', new TypeError('Failed to fetch')],
    ['a time-out', Object.assign(new Error('The operation timed out.'), { name: 'TimeoutError' })],
    [
      'a script that failed to load',
      Object.assign(new Error('Loading chunk 5 failed.'), { name: 'ChunkLoadError' }),
    ],
  ])('treats %s as offline', (_, error) => {
    expect(authErrorMessage(error, 'signIn', '')).toBe(strings.offline);
  });

  it('treats anything else as the generic message', () => {
    expect(authErrorMessage(new PortalAuthError('Internal', undefined, 500), 'signIn', '')).toBe(
      strings.generic,
    );
    expect(authErrorMessage('nope', 'resetPassword', '')).toBe(strings.generic);
  });

  it('says offline whenever the browser is offline', () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(authErrorMessage(new Error('x'), 'signIn', '')).toBe(strings.offline);
    onLine.mockRestore();
  });
});
