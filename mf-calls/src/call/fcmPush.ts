import type { DeviceCredentials, Environment, PortalDispatch } from '@portal/shared';
import { getApps, initializeApp } from 'firebase/app';
import { getMessaging, getToken, isSupported } from 'firebase/messaging';
import { callsApi } from '../api/callsApi';

/*
 * Web push through Firebase Cloud Messaging, for a portal whose environment turns it on
 * (`Environment.fcm`). This module (and the messaging SDK with it) is loaded only then (hooks.ts).
 */

/** What the registration uses of `firebase/messaging` (tests pass a fake). */
export interface PushMessaging {
  isSupported(): Promise<boolean>;
  getToken(options: {
    vapidKey: string;
    serviceWorkerRegistration: ServiceWorkerRegistration;
  }): Promise<string>;
}

export interface FcmPushOptions {
  dispatch: PortalDispatch;
  userId: string;
  firebase: Environment['firebase'];
  fcm: NonNullable<Environment['fcm']>;
  messaging?: PushMessaging;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  serviceWorker?: Pick<ServiceWorkerContainer, 'ready'>;
  permission?: () => NotificationPermission;
}

export type FcmPushResult = 'registered' | 'not-allowed' | 'unsupported' | 'failed';

/** The Firebase app of the portal's push, apart from any other on the page. */
const APP_NAME = 'portal-push';
const DEVICE_NAME = 'Web browser';

/** Where a browser keeps the device it signed up for a person (spec 7 credentials). */
export const deviceKey = (userId: string) => `portal.pushDevice.${userId}`;

function firebaseMessaging(firebase: FcmPushOptions['firebase'], fcm: FcmPushOptions['fcm']) {
  return {
    isSupported,
    getToken: (options: Parameters<PushMessaging['getToken']>[0]) => {
      const app =
        getApps().find((candidate) => candidate.name === APP_NAME) ??
        initializeApp(
          { ...firebase, messagingSenderId: fcm.messagingSenderId, appId: fcm.appId },
          APP_NAME,
        );
      return getToken(getMessaging(app), options);
    },
  } satisfies PushMessaging;
}

function newCredentials(): DeviceCredentials {
  const secret = crypto.getRandomValues(new Uint8Array(32));
  return {
    guid: crypto.randomUUID(),
    password: Array.from(secret, (byte) => byte.toString(16).padStart(2, '0')).join(''),
  };
}

function storedCredentials(
  storage: NonNullable<FcmPushOptions['storage']>,
  key: string,
): DeviceCredentials | null {
  try {
    const stored = JSON.parse(storage.getItem(key) ?? 'null') as Partial<DeviceCredentials> | null;
    return typeof stored?.guid === 'string' && typeof stored.password === 'string'
      ? { guid: stored.guid, password: stored.password }
      : null;
  } catch {
    return null;
  }
}

/**
 * Signs this browser up for push (spec 7): the device association with the guid and password it
 * keeps (made once per person; made anew when the server no longer takes them), then the
 * messaging service's token for the portal's service worker, sent with them. Only where the
 * person allowed notifications: the notification banner asks, never this.
 */
export async function registerFcmPush(options: FcmPushOptions): Promise<FcmPushResult> {
  const { dispatch, userId, fcm } = options;
  const permission =
    options.permission ??
    (() => (typeof Notification === 'undefined' ? 'denied' : Notification.permission));
  if (permission() !== 'granted') return 'not-allowed';
  const serviceWorker = options.serviceWorker ?? navigator.serviceWorker;
  const messaging = options.messaging ?? firebaseMessaging(options.firebase, fcm);
  if (!serviceWorker || !(await messaging.isSupported())) return 'unsupported';

  const storage = options.storage ?? localStorage;
  const key = deviceKey(userId);
  const register = (credentials: DeviceCredentials) =>
    dispatch(
      callsApi.endpoints.registerDevice.initiate(
        { name: DEVICE_NAME, credentials },
        { track: false },
      ),
    );
  let credentials = storedCredentials(storage, key) ?? newCredentials();
  storage.setItem(key, JSON.stringify(credentials));
  let registered = await register(credentials);
  if ('error' in registered && (registered.error as { status?: unknown }).status === 403) {
    credentials = newCredentials();
    storage.setItem(key, JSON.stringify(credentials));
    registered = await register(credentials);
  }
  if (!('data' in registered) || !registered.data) return 'failed';

  const token = await messaging.getToken({
    vapidKey: fcm.vapidKey,
    serviceWorkerRegistration: await serviceWorker.ready,
  });
  const sent = await dispatch(
    callsApi.endpoints.pushToken.initiate(
      { token, device: registered.data.deviceId, type: 'firebase', credentials },
      { track: false },
    ),
  );
  return 'error' in sent && sent.error ? 'failed' : 'registered';
}
