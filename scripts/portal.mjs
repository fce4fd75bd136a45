// Starts the whole portal locally: the Firebase Auth emulator, the home controller simulator,
// the API server (which seeds its database and the emulator's demo users), and the built shell,
// login site and areas.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AREAS, areaPort, localAreas } from '../shared/build/areas.mjs';
import { localPorts, serveStatic } from './staticHosts.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ports = localPorts();
const dataDir = process.env.PORTAL_DATA_DIR || join(root, 'server', '.data');
const children = [];

function run(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout.on('data', (chunk) => process.env.PORTAL_QUIET || console.log(prefix(chunk)));
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)));
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[${name}] stopped (${code}); stopping the portal.`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(url, label, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${label} did not start within ${timeoutMs / 1000} s`);
}

let stopping = false;
const servers = [];
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  for (const server of servers) server.close();
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

mkdirSync(dataDir, { recursive: true });
const firebaseConfig = join(dataDir, 'firebase.json');
writeFileSync(
  firebaseConfig,
  JSON.stringify({
    emulators: {
      auth: { host: '127.0.0.1', port: ports.auth },
      ui: { enabled: false },
      hub: { host: '127.0.0.1', port: Number(process.env.PORT_EMULATOR_HUB || 4400) },
      logging: { host: '127.0.0.1', port: Number(process.env.PORT_EMULATOR_LOGGING || 4500) },
    },
  }),
);

try {
  run(
    'auth',
    join(root, 'server', 'node_modules', '.bin', 'firebase'),
    ['emulators:start', '--only', 'auth', '--project', 'demo-portal', '--config', firebaseConfig],
    {
      cwd: dataDir,
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: '1' },
    },
  );
  await waitFor(`http://127.0.0.1:${ports.auth}/`, 'The Firebase Auth emulator');

  run('controller', join(root, 'controller-sim', 'node_modules', '.bin', 'tsx'), ['src/main.ts'], {
    cwd: join(root, 'controller-sim'),
    env: {
      ...process.env,
      PORT_CONTROLLER_SIM: String(ports.controller),
      PORTAL_DATA_DIR: dataDir,
    },
  });
  await waitFor(`http://127.0.0.1:${ports.controller}/health`, 'The home controller simulator');

  run('api', join(root, 'server', 'node_modules', '.bin', 'tsx'), ['src/main.ts'], {
    cwd: join(root, 'server'),
    env: {
      ...process.env,
      PORT_API: String(ports.api),
      PORTAL_DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
      // The areas served below, registered by the API as version `local`.
      PORTAL_LOCAL_AREAS: JSON.stringify(localAreas()),
    },
  });
  await waitFor(`http://127.0.0.1:${ports.api}/health`, 'The API server');

  servers.push(
    await serveStatic(join(root, 'shell', 'dist'), ports.shell, { spa: true, kind: 'shell' }),
  );
  servers.push(
    await serveStatic(join(root, 'login', 'dist'), ports.login, { spa: true, kind: 'login' }),
  );
  for (const area of AREAS) {
    servers.push(
      await serveStatic(join(root, area.dir, 'dist'), areaPort(area), { spa: false, kind: 'area' }),
    );
  }
  servers.push(
    await serveStatic(join(root, 'examples', 'partner-page'), ports.partner, { kind: 'partner' }),
  );
  mkdirSync(join(root, 'releases'), { recursive: true });
  servers.push(
    await serveStatic(join(root, 'releases'), ports.releases, { kind: 'area', live: true }),
  );
  console.log(
    `\nThe portal is running. Open http://localhost:${ports.shell}/ (sign in at http://localhost:${ports.login}/)`,
  );
  console.log(
    `Area releases (npm run area -- release <area>) are served from http://localhost:${ports.releases}/`,
  );
  console.log(
    `An example partner page embedding dining and events: http://localhost:${ports.partner}/ (see examples/partner-page)`,
  );
  console.log(
    `The home controller simulator (the demo residents' home controls) runs at http://127.0.0.1:${ports.controller}/c/{systemId}`,
  );
  console.log(
    process.env.NODE_ENV === 'production'
      ? 'Mode: production (NODE_ENV=production): development routes and GraphQL introspection are off.'
      : 'Mode: development (NODE_ENV is not "production"): Auth emulator, demo data, the signed-in mail outbox (/v3/dev/outbox) and GraphQL introspection are on.',
  );
  console.log(
    'Demo accounts (password demo-portal): resident@demo.portal, family@demo.portal, staff@demo.portal, advocate@demo.portal',
  );
  console.log('Press Ctrl+C to stop.\n');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
}
