import { forgetOfflineData } from '../offline/offlineData';
import { goToLogin, sessionEnded } from './loginRedirect';
import { clearSession } from './storage';

jest.mock('../offline/offlineData', () => ({
  forgetOfflineData: jest.fn(),
  offlineStorage: jest.fn(() => ({})),
}));
jest.mock('./storage', () => ({ clearSession: jest.fn() }));

describe('leaving for the login site', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    // jsdom cannot navigate, and says so on the console: that call is the navigation.
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  const navigations = () =>
    jest.mocked(console.error).mock.calls.filter(([error]) => String(error).includes('navigation'))
      .length;

  it('forgets the data kept for offline use when the session has ended, then navigates', async () => {
    let forgotten = () => {};
    jest.mocked(forgetOfflineData).mockReturnValue(
      new Promise<void>((resolve) => {
        forgotten = resolve;
      }),
    );
    sessionEnded();
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(forgetOfflineData).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(navigations()).toBe(0);
    forgotten();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(navigations()).toBe(1);
  });

  it('keeps it otherwise: a sign-out forgets it itself, and there was no session', () => {
    goToLogin('signedOut');
    goToLogin('none');
    goToLogin('expired');
    expect(clearSession).toHaveBeenCalledTimes(3);
    expect(forgetOfflineData).not.toHaveBeenCalled();
    expect(navigations()).toBe(3);
  });
});
