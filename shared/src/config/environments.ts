import { DEFAULT_PORTS } from '@portal/contracts';

/** The environments of spec 9, chosen from the page address. */
export type EnvironmentName = 'local' | 'dev' | 'staging' | 'production';

export interface Environment {
  name: EnvironmentName;
  /** Origin of the portal API (GraphQL, auth, search, ...). */
  apiOrigin: string;
  /** Origin of the separate sign-in site. */
  loginOrigin: string;
  /** Origin of the shell (where the portal itself is served). */
  shellOrigin: string;
  /** Firebase Auth emulator URL, only where one is used. */
  authEmulatorUrl?: string;
  /** Firebase web config; the local emulator accepts any API key. */
  firebase: { apiKey: string; authDomain: string; projectId: string };
  /**
   * Firebase Cloud Messaging for web push, where a deployment turns it on (with the server's
   * FCM_ENABLED): the web push key and the Firebase web app's ids. Absent in every environment
   * by default; the calls area then never loads the messaging SDK.
   */
  fcm?: { vapidKey: string; messagingSenderId: string; appId: string };
}

// Replaced at build time from the environment (see shared/build/createConfig.mjs).
const LOCAL_PORTS = {
  shell: Number(process.env.PORT_SHELL || DEFAULT_PORTS.shell),
  login: Number(process.env.PORT_LOGIN || DEFAULT_PORTS.login),
  api: Number(process.env.PORT_API || DEFAULT_PORTS.api),
  authEmulator: Number(process.env.PORT_AUTH_EMULATOR || DEFAULT_PORTS.authEmulator),
};

export function environmentName(hostname: string): EnvironmentName {
  if (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]') return 'local';
  if (/(^|\.)dev\./.test(hostname)) return 'dev';
  if (/(^|\.)staging\./.test(hostname)) return 'staging';
  return 'production';
}

/** The portal's own address when an area runs on someone else's page (a partner embed). */
let portalAddress: URL | null = null;

/** An embedded area talks to the portal of the shell that served the embed, not to the page's. */
export function setPortalAddress(shellOrigin: string): void {
  portalAddress = new URL(shellOrigin);
}

/** Resolve the environment for a page address (the portal's, else `window.location`). */
export function resolveEnvironment(
  location: { protocol: string; hostname: string } = portalAddress ?? window.location,
): Environment {
  const name = environmentName(location.hostname);
  if (name === 'local') {
    const origin = (port: number) => `${location.protocol}//${location.hostname}:${port}`;
    return {
      name,
      apiOrigin: origin(LOCAL_PORTS.api),
      loginOrigin: origin(LOCAL_PORTS.login),
      shellOrigin: origin(LOCAL_PORTS.shell),
      authEmulatorUrl: origin(LOCAL_PORTS.authEmulator),
      firebase: { apiKey: 'demo-portal-key', authDomain: 'localhost', projectId: 'demo-portal' },
    };
  }
  // Non-production API hosts carry the environment as a suffix (spec 9).
  const suffix = name === 'production' ? '' : `-${name}`;
  const base = location.hostname
    .replace(/^(portal|login)(-[a-z]+)?\./, '')
    .replace(/^(dev|staging)\./, '');
  return {
    name,
    apiOrigin: `https://api${suffix}.${base}`,
    loginOrigin: `https://login${suffix}.${base}`,
    shellOrigin: `https://portal${suffix}.${base}`,
    firebase: {
      apiKey: 'set-at-deploy',
      authDomain: `login${suffix}.${base}`,
      projectId: `portal${suffix}`,
    },
  };
}
