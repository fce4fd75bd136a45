import { forgetOfflineData, goToLogin } from '@portal/shared';
import { mockApi, renderAt, storeWith, testUser } from '@portal/shared/testing';
import { waitFor } from '@testing-library/react';
import { LogoutScreen } from './LogoutScreen';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  goToLogin: jest.fn(),
  forgetOfflineData: jest.fn(async () => undefined),
}));

afterEach(() => jest.clearAllMocks());

describe('LogoutScreen', () => {
  it('ends the session on the server, then goes to the login site', async () => {
    const store = await storeWith(testUser());
    const calls = mockApi({});
    renderAt('/logout', <LogoutScreen />, '/logout', store);
    await waitFor(() => expect(goToLogin).toHaveBeenCalledWith('signedOut'));
    expect(forgetOfflineData).toHaveBeenCalled();
    expect(calls).toContainEqual({ operation: 'POST', variables: {}, url: '/v3/auth/logout' });
  });

  it('still signs out here when the server cannot be reached', async () => {
    const store = await storeWith(testUser());
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    renderAt('/logout', <LogoutScreen />, '/logout', store);
    await waitFor(() => expect(goToLogin).toHaveBeenCalledWith('signedOut'));
  });
});
