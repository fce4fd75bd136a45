import { type Environment, type PortalStore, resolveEnvironment } from '@portal/shared';
import { storeWith, testUser } from '@portal/shared/testing';
import { hooks } from './hooks';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  resolveEnvironment: jest.fn(),
}));
jest.mock('./call/callCenter', () => ({
  callCenterFor: () => ({ connect: jest.fn() }),
}));
// Loading the push module is what a portal without FCM must not do: the mock counts it.
const mockPush = { loads: 0, results: [] as string[] };
jest.mock('./call/fcmPush', () => {
  mockPush.loads += 1;
  return {
    registerFcmPush: jest.fn(async () => mockPush.results.shift() ?? 'registered'),
  };
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const LOCAL: Environment = {
  name: 'local',
  apiOrigin: 'http://localhost:4000',
  loginOrigin: 'http://localhost:3100',
  shellOrigin: 'http://localhost:3000',
  firebase: { apiKey: 'k', authDomain: 'localhost', projectId: 'demo-portal' },
};
const FCM = { vapidKey: 'vapid', messagingSenderId: '1', appId: 'app' };

function registerFcmPush() {
  return jest.requireMock<{ registerFcmPush: jest.Mock }>('./call/fcmPush').registerFcmPush;
}

describe('the calls hooks', () => {
  let store: PortalStore;

  beforeAll(async () => {
    store = await storeWith(testUser());
  });

  it('never loads web push where the environment does not turn it on', async () => {
    jest.mocked(resolveEnvironment).mockReturnValue(LOCAL);
    hooks.startup?.(store);
    hooks.resume?.(store);
    await flush();
    expect(mockPush.loads).toBe(0);
  });

  it('signs the person up for web push where it is on, until it is done', async () => {
    jest.mocked(resolveEnvironment).mockReturnValue({ ...LOCAL, fcm: FCM });
    mockPush.results = ['not-allowed'];
    hooks.startup?.(store);
    await flush();
    hooks.resume?.(store);
    await flush();
    hooks.resume?.(store);
    await flush();
    expect(mockPush.loads).toBe(1);
    expect(registerFcmPush().mock.calls).toEqual([
      [{ dispatch: store.dispatch, userId: 'me', firebase: LOCAL.firebase, fcm: FCM }],
      [expect.objectContaining({ userId: 'me' })],
    ]);
  });
});
