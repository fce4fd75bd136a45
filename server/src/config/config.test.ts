import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_DATA_DIR } from '../db/database.ts';
import { loadServerConfig } from './serverConfig.ts';
import { resolveTokenSecret, TOKEN_SECRET_FILE } from './tokenSecret.ts';

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
    });
  });

  it.each(['abc', '70000', '-1', '4000.5'])('refuses port %s', (port) => {
    expect(() => loadServerConfig({ PORT_API: port })).toThrow('Invalid port');
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
