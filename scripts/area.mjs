// Releases and deploys one portal area on its own, without touching the shell or the other areas:
//   npm run area -- release <area> [--version <version>]   build into releases/<area>/<version>/
//                                                         and record it in the registry
//   npm run area -- promote <area> <version> [--community <id>]   make it live (or pin it)
//   npm run area -- rollback <area> [--community <id>]    the version before comes back
//   npm run area -- off|on <area> --community <id>         switch the area off or on there
// <area> is its folder (mf-dining, or the path of an area's folder that is not one of the
// portal's own, e2e/fixtures/mf-garden) or its name (mf_dining). The registry's
// deploy routes take the deploy key: PORTAL_DEPLOY_KEY, else the one the API keeps in its data
// folder (PORTAL_DATA_DIR).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AREAS, builtDefinition } from '../shared/build/areas.mjs';
import { localPorts } from './staticHosts.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ports = localPorts();
const api = `http://localhost:${ports.api}`;

function fail(message) {
  console.error(message);
  process.exit(1);
}

function option(args, name) {
  const index = args.indexOf(`--${name}`);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) fail(`--${name} needs a value`);
  args.splice(index, 2);
  return value;
}

function findArea(name) {
  const area = AREAS.find((a) => a.dir === name || a.name === name);
  if (area) return area;
  // An area in a folder of its own: its package name gives its remote name.
  const dir = name ? join(root, name) : '';
  if (!name || !existsSync(join(dir, 'src', 'area.ts'))) {
    fail(`No area ${name}. Areas: ${AREAS.map((a) => a.dir).join(', ')}, or an area's folder`);
  }
  const { name: packageName } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return { name: packageName.replaceAll('-', '_'), dir: name, packageName };
}

function deployKey() {
  if (process.env.PORTAL_DEPLOY_KEY) return process.env.PORTAL_DEPLOY_KEY;
  const dataDir = process.env.PORTAL_DATA_DIR || join(root, 'server', '.data');
  const file = join(dataDir, 'deploy-key');
  if (!existsSync(file)) fail(`No deploy key: set PORTAL_DEPLOY_KEY or start the portal first`);
  return readFileSync(file, 'utf8').trim();
}

async function deploy(route, body) {
  const response = await fetch(`${api}/v3/registry/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portal-deploy-key': deployKey() },
    body: JSON.stringify(body),
  }).catch(() => fail(`The API at ${api} does not answer; is the portal running?`));
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) fail(`The registry refused: ${answer.message ?? response.status}`);
  return answer;
}

/** A version name from the time of the build: 20261123T061500. */
function timeVersion() {
  return new Date().toISOString().replace(/[-:]/g, '').slice(0, 15);
}

async function release(area, version) {
  if (!/^[A-Za-z0-9_.-]+$/.test(version)) fail(`A version is letters, digits and . _ -`);
  const released = `${basename(area.dir)}/${version}`;
  const folder = join(root, 'releases', released);
  if (existsSync(folder)) fail(`${area.dir} ${version} is already released; releases never change`);
  console.log(`Building ${area.dir} ${version} into releases/${released}/`);
  const pkg = area.packageName ?? area.dir;
  const built = spawnSync('npx', ['-y', 'pnpm@10', '--filter', pkg, 'run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORTAL_DIST_DIR: folder },
  });
  if (built.status !== 0) {
    rmSync(folder, { recursive: true, force: true });
    fail(`The build of ${area.dir} failed`);
  }
  const entry = `http://localhost:${ports.releases}/${released}/mf-manifest.json`;
  // With the definition it was built from: the shell knows the area before loading any of it.
  await deploy('releases', {
    area: area.name,
    version,
    entry,
    definition: builtDefinition(folder),
  });
  console.log(
    `Released ${area.name} ${version} (${entry}). Make it live: npm run area -- promote ${area.dir} ${version}`,
  );
}

const args = process.argv.slice(2);
const community = option(args, 'community');
const versionOption = option(args, 'version');
const [command, name, version] = args;

switch (command) {
  case 'release':
    await release(findArea(name), versionOption ?? timeVersion());
    break;
  case 'promote': {
    const area = findArea(name);
    if (!version) fail('promote needs a version');
    await deploy('promotions', {
      area: area.name,
      version,
      ...(community ? { communityId: community } : {}),
    });
    console.log(`${area.name} ${version} is live${community ? ` for ${community}` : ''}`);
    break;
  }
  case 'rollback': {
    const area = findArea(name);
    const answer = await deploy('rollbacks', {
      area: area.name,
      ...(community ? { communityId: community } : {}),
    });
    console.log(`${area.name} is back to ${answer.version}${community ? ` for ${community}` : ''}`);
    break;
  }
  case 'off':
  case 'on': {
    const area = findArea(name);
    if (!community) fail(`${command} needs --community <id>`);
    await deploy('switches', {
      area: area.name,
      communityId: community,
      enabled: command === 'on',
    });
    console.log(`${area.name} is ${command} for ${community}`);
    break;
  }
  default:
    fail(
      'Usage: npm run area -- release|promote|rollback|off|on <area> [...] (see scripts/area.mjs)',
    );
}
