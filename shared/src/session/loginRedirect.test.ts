import { forgetOfflineData } from '../offline/offlineData';
import { goToLogin } from './loginRedirect';
import { clearSession } from './storage';

jest.mock('../offline/offlineData', () => ({
  forgetOfflineData: jest.fn(async () => undefined),
  offlineStorage: jest.fn(() => ({})),
}));
jest.mock('./storage', () => ({ clearSession: jest.fn() }));

describe('goToLogin', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    // jsdom cannot navigate, and says so on the console.
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('forgets the data kept for offline use when the session has ended', () => {
    goToLogin('expired');
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(forgetOfflineData).toHaveBeenCalledTimes(1);
  });

  it('leaves it to the sign-out, and keeps it when there was no session', () => {
    goToLogin('signedOut');
    goToLogin('none');
    expect(clearSession).toHaveBeenCalledTimes(2);
    expect(forgetOfflineData).not.toHaveBeenCalled();
  });
});
