import { goToLogin, PROFILE_REFRESH_MS } from '@portal/shared';
import { mockApi, storeWith, testUser } from '@portal/shared/testing';
import { scheduleProfileRefresh } from './profileRefresh';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  goToLogin: jest.fn(),
}));

afterEach(() => {
  jest.useRealTimers();
  jest.clearAllMocks();
});

async function refreshOnce(me: () => unknown) {
  const store = await storeWith(testUser());
  mockApi({ me });
  jest.useFakeTimers();
  const stop = scheduleProfileRefresh(store);
  await jest.advanceTimersByTimeAsync(PROFILE_REFRESH_MS);
  stop();
}

describe('the profile refresh (spec 4)', () => {
  it('goes to the login site when the refresh fails', async () => {
    await refreshOnce(() => ({ errors: [{ message: 'boom' }] }));
    expect(goToLogin).toHaveBeenCalledWith('expired');
  });

  it('stays, to try again next time, when the network is gone', async () => {
    await refreshOnce(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(goToLogin).not.toHaveBeenCalled();
  });
});
