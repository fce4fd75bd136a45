import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_DATA_DIR } from '../db/database.ts';
import { LOCAL_AREAS } from '../testing/localAreas.ts';
import { loadServerConfig } from './serverConfig.ts';
import {
  DEPLOY_KEY_FILE,
  resolveDeployKey,
  resolveTokenSecret,
  TOKEN_SECRET_FILE,
} from './tokenSecret.ts';

describe('loadServerConfig', () => {
  it('has local defaults', () => {
    expect(loadServerConfig({})).toEqual({
      host: '127.0.0.1',
      port: 4000,
      databaseUrl: undefined,
      dataDir: DEFAULT_DATA_DIR,
      tokenSecretFromEnv: undefined,
      firebaseProjectId: 'demo-portal',
      authEmulatorHost: undefined,
      allowedOrigins: [],
      production: false,
      logLevel: 'warn',
      localAreas: undefined,
      openTok: undefined,
      fcmEnabled: false,
      homeControllerUrl: 'http://127.0.0.1:8123',
      apiProcesses: 1,
    });
    expect(DEFAULT_DATA_DIR).toMatch(/server\/\.data$/);
  });

  it('reads the environment', () => {
    expect(
      loadServerConfig({
        HOST: '0.0.0.0',
        PORT_API: '4010',
        DATABASE_URL: 'postgres://db/portal',
        PORTAL_DATA_DIR: '/var/lib/portal',
        PORTAL_TOKEN_SECRET: 's',
        FIREBASE_PROJECT_ID: 'portal-prod',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        PORTAL_ALLOWED_ORIGINS: 'https://a.example.org, https://b.example.org,',
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        PORTAL_LOCAL_AREAS: JSON.stringify(LOCAL_AREAS),
        STREAM_API_SECRET: 'stream-secret',
        OPENTOK_API_KEY: '47000001',
        OPENTOK_API_SECRET: 'opentok-secret',
        FCM_ENABLED: 'true',
        HOME_CONTROLLER_URL: 'https://controllers.example.org/homes/',
        API_PROCESSES: '3',
      }),
    ).toEqual({
      host: '0.0.0.0',
      port: 4010,
      databaseUrl: 'postgres://db/portal',
      dataDir: '/var/lib/portal',
      tokenSecretFromEnv: 's',
      firebaseProjectId: 'portal-prod',
      authEmulatorHost: '127.0.0.1:9099',
      allowedOrigins: ['https://a.example.org', 'https://b.example.org'],
      production: true,
      logLevel: 'info',
      localAreas: LOCAL_AREAS,
      streamApiSecret: 'stream-secret',
      openTok: { apiKey: '47000001', apiSecret: 'opentok-secret' },
      fcmEnabled: true,
      homeControllerUrl: 'https://controllers.example.org/homes',
      apiProcesses: 3,
    });
  });

  it('finds the local controller simulator on its port, and takes only http(s) controllers', () => {
    expect(loadServerConfig({ PORT_CONTROLLER_SIM: '8200' }).homeControllerUrl).toBe(
      'http://127.0.0.1:8200',
    );
    expect(() => loadServerConfig({ HOME_CONTROLLER_URL: 'controllers' })).toThrow(
      'HOME_CONTROLLER_URL is not a URL',
    );
    expect(() =>
      loadServerConfig({ HOME_CONTROLLER_URL: 'ftp://controllers.example.org' }),
    ).toThrow('HOME_CONTROLLER_URL must be an http or https URL');
  });

  it('takes the OpenTok key and secret only together', () => {
    expect(() => loadServerConfig({ OPENTOK_API_KEY: '47000001' })).toThrow(
      'OPENTOK_API_KEY and OPENTOK_API_SECRET must be set together',
    );
    expect(() => loadServerConfig({ OPENTOK_API_SECRET: 's' })).toThrow('set together');
    expect(loadServerConfig({ FCM_ENABLED: '1' }).fcmEnabled).toBe(false);
  });

  it('runs several API processes only on a PostgreSQL server', () => {
    const database = { DATABASE_URL: 'postgres://db/portal' };
    expect(loadServerConfig({ ...database, API_PROCESSES: '2' }).apiProcesses).toBe(2);
    expect(() => loadServerConfig({ API_PROCESSES: '2' })).toThrow('needs DATABASE_URL');
    expect(loadServerConfig({ API_PROCESSES: '1' }).apiProcesses).toBe(1);
    for (const value of ['0', '1.5', 'two', '65']) {
      expect(() => loadServerConfig({ ...database, API_PROCESSES: value })).toThrow(
        'API_PROCESSES must be a whole number from 1 to 64',
      );
    }
  });

  it.each(['abc', '70000', '-1', '4000.5'])('refuses port %s', (port) => {
    expect(() => loadServerConfig({ PORT_API: port })).toThrow('Invalid port');
  });

  it.each([
    'not json',
    '{"name": "mf_feed"}',
    '[{"name": "mf_feed", "entry": "http://localhost:3001/mf-manifest.json"}]',
    '[{"name": "mf_feed", "entry": "http://localhost:3001/mf-manifest.json", "paths": ["library"]}]',
    '[{"name": "mf_feed", "entry": "http://localhost:3001/mf-manifest.json", "definition": {"id": "library", "platform": "^1.1.0", "paths": [1]}}]',
    '[{"name": "mf_chat", "entry": "http://localhost:3005/mf-manifest.json", "definition": {"id": "chat", "platform": "^1.1.0", "paths": ["chat"], "access": {"roles": "Resident"}}}]',
    '[{"name": "mf_chat", "entry": "http://localhost:3005/mf-manifest.json", "definition": {"id": "chat", "platform": "^1.1.0", "paths": ["chat"], "titles": [{"path": "x", "title": 7}]}}]',
  ])('refuses PORTAL_LOCAL_AREAS %s', (value) => {
    expect(() => loadServerConfig({ PORTAL_LOCAL_AREAS: value })).toThrow(
      'Invalid PORTAL_LOCAL_AREAS',
    );
  });

  it('names the local area it refuses, an unknown field included', () => {
    const areas = [LOCAL_AREAS[0], { ...LOCAL_AREAS[1], port: 3002 }];
    expect(() => loadServerConfig({ PORTAL_LOCAL_AREAS: JSON.stringify(areas) })).toThrow(
      'Invalid PORTAL_LOCAL_AREAS: entry 1 needs name, entry and a valid area definition',
    );
  });
});

describe('resolveTokenSecret', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'portal-secret-')), 'data');
  });

  afterEach(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));

  it('uses PORTAL_TOKEN_SECRET when it is long enough', () => {
    const secret = 'x'.repeat(32);
    expect(Buffer.from(resolveTokenSecret(secret, dataDir)).toString()).toBe(secret);
    expect(() => resolveTokenSecret('short', dataDir)).toThrow('at least 32');
  });

  it('otherwise keeps a random secret in the data folder, readable only by its owner', () => {
    const first = resolveTokenSecret(undefined, dataDir);
    const second = resolveTokenSecret(undefined, dataDir);
    expect(Buffer.from(second)).toEqual(Buffer.from(first));
    const file = join(dataDir, TOKEN_SECRET_FILE);
    expect(readFileSync(file, 'utf8')).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('makes a fresh secret for an in-memory database', () => {
    const a = resolveTokenSecret(undefined, 'memory://');
    const b = resolveTokenSecret(undefined, 'memory://');
    expect(a).toHaveLength(32);
    expect(Buffer.from(a)).not.toEqual(Buffer.from(b));
  });
});

describe('resolveDeployKey', () => {
  it('takes PORTAL_DEPLOY_KEY of 32 characters or more, and refuses a shorter one', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-deploy-'));
    try {
      expect(resolveDeployKey('d'.repeat(32), dataDir)).toBe('d'.repeat(32));
      expect(() => resolveDeployKey('short', dataDir)).toThrow('at least 32 characters');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('otherwise keeps a random key in the data folder, readable only by its owner', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-deploy-'));
    try {
      const key = resolveDeployKey(undefined, dataDir);
      expect(key).toMatch(/^[0-9a-f]{48}$/);
      expect(resolveDeployKey(undefined, dataDir)).toBe(key);
      const file = join(dataDir, DEPLOY_KEY_FILE);
      expect(readFileSync(file, 'utf8').trim()).toBe(key);
      expect(statSync(file).mode & 0o077).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
