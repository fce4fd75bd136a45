import type { PortalStore } from '@portal/shared';
import { storeWith, testUser } from '@portal/shared/testing';
import { deviceKey, type FcmPushOptions, registerFcmPush } from './fcmPush';

// The messaging module as the registration sees it; the real SDK is never loaded here.
const mockFirebase = {
  apps: [] as { name: string; options: unknown }[],
  supported: true,
  tokenOptions: [] as unknown[],
};
jest.mock('firebase/app', () => ({
  getApps: () => mockFirebase.apps,
  initializeApp: (options: unknown, name: string) => {
    const app = { name, options };
    mockFirebase.apps.push(app);
    return app;
  },
}));
jest.mock('firebase/messaging', () => ({
  isSupported: async () => mockFirebase.supported,
  getMessaging: (app: unknown) => ({ app }),
  getToken: async (messaging: unknown, options: unknown) => {
    mockFirebase.tokenOptions.push({ messaging, options });
    return 'fcm-token-1';
  },
}));

interface Sent {
  path: string;
  body: Record<string, unknown>;
}

/** The portal API: answers by path (a status per call, in order), records every call. */
function mockApi(answers: Record<string, number[]> = {}): Sent[] {
  const sent: Sent[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    sent.push({ path, body: JSON.parse(String(init?.body)) });
    const status = answers[path]?.shift() ?? 200;
    const body = path.endsWith('/register') ? { deviceId: `device-${sent.length}` } : {};
    return {
      ok: status < 300,
      status,
      statusText: 'Answer',
      json: async () => (status < 300 ? body : { message: 'Forbidden' }),
      text: async () => JSON.stringify(body),
    } as Response;
  }) as typeof fetch;
  return sent;
}

const FCM = { vapidKey: 'vapid-key', messagingSenderId: '1234', appId: '1:1234:web:abc' };
const FIREBASE = { apiKey: 'web-key', authDomain: 'login.example.org', projectId: 'portal' };
const WORKER = { scope: '/' } as ServiceWorkerRegistration;

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
  };
}

async function optionsWith(overrides: Partial<FcmPushOptions> = {}) {
  const store: PortalStore = await storeWith(testUser());
  const storage = memoryStorage();
  const options: FcmPushOptions = {
    dispatch: store.dispatch,
    userId: 'me',
    firebase: FIREBASE,
    fcm: FCM,
    storage,
    serviceWorker: { ready: Promise.resolve(WORKER) },
    permission: () => 'granted',
    ...overrides,
  };
  return { options, storage };
}

beforeEach(() => {
  mockFirebase.apps = [];
  mockFirebase.supported = true;
  mockFirebase.tokenOptions = [];
});

describe('registerFcmPush', () => {
  it("registers the device, then sends the messaging token for the portal's service worker", async () => {
    const sent = mockApi();
    const { options, storage } = await optionsWith();
    expect(await registerFcmPush(options)).toBe('registered');

    const credentials = JSON.parse(storage.items.get(deviceKey('me')) ?? '');
    expect(credentials).toEqual({
      guid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      password: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(sent).toEqual([
      { path: '/v2/sso/associations/register', body: { name: 'Web browser', credentials } },
      {
        path: '/v2/sso/pushtoken',
        body: { token: 'fcm-token-1', device: 'device-1', type: 'firebase', credentials },
      },
    ]);
    expect(mockFirebase.apps).toEqual([
      {
        name: 'portal-push',
        options: { ...FIREBASE, messagingSenderId: '1234', appId: '1:1234:web:abc' },
      },
    ]);
    expect(mockFirebase.tokenOptions).toEqual([
      {
        messaging: { app: mockFirebase.apps[0] },
        options: { vapidKey: 'vapid-key', serviceWorkerRegistration: WORKER },
      },
    ]);

    // The next start signs up the same device, in the same Firebase app.
    const again = mockApi();
    expect(await registerFcmPush(options)).toBe('registered');
    expect(again[0].body.credentials).toEqual(credentials);
    expect(mockFirebase.apps).toHaveLength(1);
  });

  it('signs up as a new device when the server no longer takes the kept one', async () => {
    const sent = mockApi({ '/v2/sso/associations/register': [403, 200] });
    const { options, storage } = await optionsWith();
    const kept = { guid: 'another-persons-guid', password: 'secret' };
    storage.setItem(deviceKey('me'), JSON.stringify(kept));
    expect(await registerFcmPush(options)).toBe('registered');
    const renewed = JSON.parse(storage.items.get(deviceKey('me')) ?? '');
    expect(renewed.guid).not.toBe(kept.guid);
    expect(sent.map((call) => call.body.credentials)).toEqual([kept, renewed, renewed]);
  });

  it('does nothing until notifications are allowed, or where push is not supported', async () => {
    const sent = mockApi();
    const { options } = await optionsWith({ permission: () => 'default' });
    expect(await registerFcmPush(options)).toBe('not-allowed');
    mockFirebase.supported = false;
    expect(await registerFcmPush({ ...options, permission: () => 'granted' })).toBe('unsupported');
    expect(sent).toEqual([]);
    expect(mockFirebase.tokenOptions).toEqual([]);
  });

  it('says so when the server refuses', async () => {
    mockApi({ '/v2/sso/associations/register': [500] });
    expect(await registerFcmPush((await optionsWith()).options)).toBe('failed');
    expect(mockFirebase.tokenOptions).toEqual([]);
    mockApi({ '/v2/sso/pushtoken': [500] });
    expect(await registerFcmPush((await optionsWith()).options)).toBe('failed');
  });
});
