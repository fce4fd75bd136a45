import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startSession } from '../auth/portalSessions.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { DEMO_RESIDENT_ID, WILLOW_CREEK_ID } from '../db/seedData/demoAccounts.ts';
import { SCALE_COMMUNITY_ID, seedScaleCommunity } from '../people/scaleSeed.ts';
import { SEARCH_PER_PERSON_PER_MINUTE } from '../search/searchRoute.ts';
import { folderFileStore } from '../storage/fileStore.ts';
import { startBenchApp, writeBenchReport } from '../testing/benchRun.ts';
import { type Measured, openLoopLoad } from '../testing/openLoopLoad.ts';

/** Seconds each rate is held. */
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS || 10);
/**
 * Seconds each case runs at its rate, unmeasured, before it is measured: a peak meets a warm
 * process (its code compiled, its statements' plans kept, its callers' sessions read), and a
 * cold start at a rate near the machine's limit leaves a queue that takes seconds to drain.
 */
const WARM_SECONDS = 2;
/** Connections open at once: enough that the rate, not the connections, sets the pace. */
const CONNECTIONS = 200;
const P95_TARGET_MS = 50;
/** Search's target rate with 5,000 people. */
const SEARCH_RATE = 500;
/**
 * Residents of the 5,000-people community who take turns asking: each asks a table's search,
 * warm-up included, at most half the minute's limit, less the one check before it, so both
 * tables' searches stay within each one's limit should they fall within one minute.
 */
const SCALE_CALLERS = Math.ceil(
  (SEARCH_RATE * (WARM_SECONDS + SECONDS)) / (SEARCH_PER_PERSON_PER_MINUTE / 2 - 1),
);
/** The shell's `/version.json` asked alongside What's New at its target rate. */
const VERSION_RATE = 50;
const VERSION_P95_TARGET_MS = 20;

// What the screens ask (their fields, as the areas' documents have them).
const POST_FIELDS =
  '_id tag title startDate author category body assets { name preview type url details }';
const WHATS_NEW = `query WhatsNew($communityId: ID!, $page: FeedPageInput) {
  community(communityId: $communityId) { _id feed(filters: { status: Active }, page: $page) {
    posts { ${POST_FIELDS} } pageInfo { hasNextPage cursor currentPage } } } }`;
const RSVP_FIELDS =
  '_id status comments type guestName canWithdraw user { _id fullName optOutOfDirectory }';
const EVENT_LIST = `query EventList($communityId: ID!) {
  events(communityId: $communityId, page: 1, limit: 25, timeframe: Year) {
    events { _id name description startsAt endsAt allDay location url urlDetails signupUrl
      commentPrompt costsMoney totalSpots openSpots timezone
      calendars { _id name careSettings { name } } virtualEventDestinations { _id name }
      rsvp { ${RSVP_FIELDS} } guestRsvp { ${RSVP_FIELDS} }
      invite { _id status signup { displayName } } hasWaitlist waitlistCount }
    pageInfo { page limit total hasNextPage } }
  eventCalendars(communityId: $communityId) { _id name careSettings { name } } }`;
const DIRECTORY = `query DirectoryList($communityId: ID!, $roles: [Int!], $page: DirectoryPage) {
  directory(communityId: $communityId, roles: $roles, page: $page) {
    _id _type fullName name lastName thumbnail jobTitle relationship }
  directoryCount(communityId: $communityId, roles: $roles) }`;

interface LoadCase {
  name: string;
  /** Requests a second asked for: the target throughput. */
  rate: number;
  /** The p95 it must keep (P95_TARGET_MS unless the table says otherwise). */
  p95TargetMs?: number;
  path: string;
  method: 'GET' | 'POST';
  body?: unknown;
  /** Asked by residents of the 5,000-people community in turn, not by the demo resident. */
  atScale?: boolean;
}

/** Who asks: the demo resident, and the residents of the 5,000-people community. */
interface Callers {
  demo: string;
  scale: string[];
}

const graph = (query: string, variables: Record<string, unknown>) => ({
  path: '/v3/graph/graphql',
  method: 'POST' as const,
  body: { query, variables: { communityId: WILLOW_CREEK_ID, ...variables } },
});

const CASES: LoadCase[] = [
  {
    name: "What's New, first page (50 posts)",
    rate: 2000,
    ...graph(WHATS_NEW, { page: { limit: 50 } }),
  },
  { name: 'Event list, first page (25 events)', rate: 1000, ...graph(EVENT_LIST, {}) },
  {
    name: 'Directory, residents, first page (50) and count',
    rate: 1000,
    ...graph(DIRECTORY, { roles: [2], page: { limit: 50 } }),
  },
  {
    name: 'Directory with 5,000 people, residents, first page (50) and count',
    rate: 1000,
    p95TargetMs: 30,
    atScale: true,
    ...graph(DIRECTORY, { communityId: SCALE_COMMUNITY_ID, roles: [2], page: { limit: 50 } }),
  },
  {
    name: 'POST /search "smith", 5,000 people',
    rate: SEARCH_RATE,
    atScale: true,
    path: '/search',
    method: 'POST',
    body: { communityId: SCALE_COMMUNITY_ID, query: 'smith' },
  },
];

/**
 * The request a case sends: request n is asked by the scale caller whose turn it is, turns
 * counted from `firstTurn` (a measured run goes on from its warm-up's turns).
 */
function requestOf(base: string, callers: Callers, bench: LoadCase, firstTurn = 0) {
  const headersOf = (token: string) => ({
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
  });
  return {
    url: `${base}${bench.path}`,
    method: bench.method,
    headers: bench.atScale
      ? (n: number) => headersOf(callers.scale[(firstTurn + n) % callers.scale.length])
      : headersOf(callers.demo),
    body: bench.body === undefined ? undefined : JSON.stringify(bench.body),
  };
}

/** One case held at its rate, open loop: each request sent when it is due. */
function load(
  base: string,
  callers: Callers,
  bench: LoadCase,
  seconds = SECONDS,
  firstTurn = 0,
): Promise<Measured> {
  return openLoopLoad({
    ...requestOf(base, callers, bench, firstTurn),
    rate: bench.rate,
    seconds,
    connections: CONNECTIONS,
  });
}

/**
 * A case is measured only if it is answered in full: GraphQL reports its errors with a 200,
 * and a fast error is no figure.
 */
async function expectAnswered(base: string, callers: Callers, bench: LoadCase): Promise<void> {
  const { url, headers, ...init } = requestOf(base, callers, bench);
  const response = await fetch(url, {
    ...init,
    headers: typeof headers === 'function' ? headers(0) : headers,
  });
  const answer = (await response.json()) as { data?: unknown; errors?: unknown };
  const graphAnswered = bench.path !== '/v3/graph/graphql' || (!answer.errors && answer.data);
  if (!response.ok || !graphAnswered) {
    throw new Error(`${bench.name} is not answered: ${JSON.stringify(answer).slice(0, 300)}`);
  }
}

/** Waits until the API has answered what a case left queued (an unanswered rate piles up). */
async function settle(base: string): Promise<void> {
  for (let tries = 0; tries < 120; tries++) {
    const started = performance.now();
    await fetch(`${base}/health`).then((response) => response.text());
    if (performance.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(1));
const verdict = (met: boolean) => (met ? 'pass' : 'fail');

interface Probe {
  base: string;
  token: string;
  bench: LoadCase;
}

/**
 * A case measured from a process of its own, so that the thread sending another case's load
 * does not delay its clock. It starts when `measured` is called.
 */
async function startProbe(
  base: string,
  token: string,
  bench: LoadCase,
): Promise<{ measured: () => Promise<Measured> }> {
  const child = fork(import.meta.filename, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORTAL_LOAD_BENCH_PROBE: JSON.stringify({ base, token, bench }) },
  });
  // A probe that dies before it answers fails the bench instead of holding it for ever.
  const exited = once(child, 'exit').then(() => {
    throw new Error('The probe process ended before it answered');
  });
  exited.catch(() => undefined);
  await Promise.race([once(child, 'message'), exited]);
  return {
    measured: async () => {
      child.send('go');
      try {
        const [measured] = (await Promise.race([once(child, 'message'), exited])) as [Measured];
        return measured;
      } finally {
        child.kill();
      }
    },
  };
}

/** The probe's process: ready, then its case on the word. */
function probe(): void {
  const { base, token, bench } = JSON.parse(process.env.PORTAL_LOAD_BENCH_PROBE ?? '') as Probe;
  process.once('message', async () =>
    process.send?.(await load(base, { demo: token, scale: [] }, bench)),
  );
  process.send?.('ready');
}

/** Every case at its rate, then the shell's `/version.json` while What's New runs at its own. */
async function table(base: string, callers: Callers, shell: string): Promise<string[]> {
  const rows = [
    '| case | asked req/s | answered req/s | p50 ms | p95 ms | failed | target | result |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const bench of CASES) {
    await expectAnswered(base, callers, bench);
    await load(base, callers, bench, WARM_SECONDS);
    await settle(base);
    const m = await load(base, callers, bench, SECONDS, bench.rate * WARM_SECONDS);
    const target = bench.p95TargetMs ?? P95_TARGET_MS;
    const met = m.achieved >= bench.rate * 0.95 && m.p95 <= target && m.failed === 0;
    rows.push(
      `| ${bench.name} | ${bench.rate} | ${Math.round(m.achieved)} | ${ms(m.p50)} | ${ms(m.p95)} | ${m.failed} | ${bench.rate} req/s, p95 ≤ ${target} ms | ${verdict(met)} |`,
    );
  }
  const version: LoadCase = {
    name: 'version',
    rate: VERSION_RATE,
    path: '/version.json',
    method: 'GET',
  };
  await settle(base);
  const probe = await startProbe(shell, callers.demo, version);
  const [, versionMeasured] = await Promise.all([load(base, callers, CASES[0]), probe.measured()]);
  rows.push(
    `| the shell's \`/version.json\` while What's New is asked ${CASES[0].rate} times a second | ${VERSION_RATE} | ${Math.round(versionMeasured.achieved)} | ${ms(versionMeasured.p50)} | ${ms(versionMeasured.p95)} | ${versionMeasured.failed} | p95 ≤ ${VERSION_P95_TARGET_MS} ms | ${verdict(versionMeasured.p95 <= VERSION_P95_TARGET_MS && versionMeasured.failed === 0)} |`,
  );
  return rows;
}

/** The API as `npm start` runs it with API_PROCESSES=2, on this database, until stopped. */
async function startTwoProcesses(
  databaseUrl: string,
  secret: string,
): Promise<{ base: string; child: ChildProcess }> {
  const port = 4600 + Math.floor(Math.random() * 300);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      API_PROCESSES: '2',
      PORT_API: String(port),
      PORTAL_TOKEN_SECRET: secret,
      PORTAL_DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-load-bench-')),
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${base}/health`, child, 60_000, 'The two API processes did not start');
  return { base, child };
}

/** Waits until `url` answers ok; else, after `withinMs`, stops the child and throws `failure`. */
async function waitUntilUp(url: string, child: ChildProcess, withinMs: number, failure: string) {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    // A port that takes the connection and never answers counts as not up yet.
    const up = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(failure);
}

const REPO = join(import.meta.dirname, '..', '..', '..');

/**
 * The shell's static host as `npm start` serves it (scripts/staticHosts.mjs), in a process
 * apart from the API's: it serves the built shell, `version.json` included.
 */
async function startShellHost(): Promise<{ base: string; child: ChildProcess }> {
  const dist = join(REPO, 'shell', 'dist');
  if (!existsSync(join(dist, 'version.json'))) {
    throw new Error('The shell is not built: run `npm run build` first (shell/dist/version.json)');
  }
  const port = 4900 + Math.floor(Math.random() * 90);
  const hosts = pathToFileURL(join(REPO, 'scripts', 'staticHosts.mjs')).href;
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { serveStatic } from ${JSON.stringify(hosts)};
       await serveStatic(${JSON.stringify(dist)}, ${port}, { spa: true, kind: 'shell' });`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${base}/version.json`, child, 10_000, "The shell's static host did not start");
  return { base, child };
}

interface Served {
  base: string;
  callers: Callers;
  secret: string;
}

/**
 * The API of the bench, in a process of its own so that the load generator does not share its
 * thread: the database (with the demo data), the app and a session of the demo resident, told
 * to the parent; it stops when the parent says so.
 */
async function serve(): Promise<void> {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
  await migrate(db);
  await seedIfEmpty(db, folderFileStore(mkdtempSync(join(tmpdir(), 'portal-load-bench-'))));
  await seedScaleCommunity(db);
  // The planner's statistics, as the running portal has them a minute after it starts
  // (PGLITE_ANALYZE_MS; PostgreSQL's autovacuum), the 5,000 people's included.
  await db.exec('ANALYZE');
  const secret = randomBytes(32).toString('hex');
  const tokenSecret = new TextEncoder().encode(secret);
  const { app, base } = await startBenchApp(db, { tokenSecret });
  const resident = {
    id: DEMO_RESIDENT_ID,
    primaryCommunityId: WILLOW_CREEK_ID,
    userType: 'Resident' as const,
  };
  const { token } = await startSession(db, resident, null, tokenSecret);
  const residents = await db.query<{ id: string }>(
    `SELECT u.id FROM users u JOIN user_communities uc ON uc.user_id = u.id
      WHERE uc.community_id = $1 AND u.user_type = 'Resident' ORDER BY u.id LIMIT $2`,
    [SCALE_COMMUNITY_ID, SCALE_CALLERS],
  );
  const scale: string[] = [];
  for (const { id } of residents) {
    const user = { id, primaryCommunityId: SCALE_COMMUNITY_ID, userType: 'Resident' as const };
    scale.push((await startSession(db, user, null, tokenSecret)).token);
  }
  // The bench's own process gone: nothing is left running.
  process.once('disconnect', () => process.exit(0));
  process.once('message', async () => {
    await app.close();
    await db.close();
    process.exit(0);
  });
  process.send?.({ base, callers: { demo: token, scale }, secret } satisfies Served);
}

async function startServer(): Promise<Served & { child: ChildProcess }> {
  const child = fork(import.meta.filename, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORTAL_LOAD_BENCH_SERVER: '1' },
  });
  const [served] = (await once(child, 'message')) as [Served];
  return { ...served, child };
}

/**
 * The API under a community's peak: requests sent at fixed rates, open loop, for the lists
 * people open most, against the demo data; PostgreSQL when DATABASE_URL is set, else the
 * embedded database. With PostgreSQL, the same again with API_PROCESSES=2. Writes
 * reports/api-load-bench.md. Run: `npx tsx src/http/apiLoadBenchCommand.ts` in server/.
 */
async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const shell = await startShellHost();
  const server = await startServer().catch((error: unknown) => {
    shell.child.kill('SIGTERM');
    throw error;
  });
  const lines = [
    '# API under load',
    '',
    `Requests sent at a fixed rate for ${SECONDS} s each, after ${WARM_SECONDS} s at that rate that are not measured (a peak meets a warm process), open loop: each request is sent when it is due, evenly spaced, whether or not earlier ones were answered, and timed from then (up to ${CONNECTIONS} connections, in a process apart from the API's; the shell's \`/version.json\` is asked from a process of its own). The caller is the demo resident of Willow Creek; the cases with 5,000 people are asked by ${SCALE_CALLERS} residents of a community of that size, in turn (search allows one person ${SEARCH_PER_PERSON_PER_MINUTE} a minute); the database is ${databaseUrl ? 'PostgreSQL' : 'the embedded one (PGlite), in the API process'}. A case passes when at least 95% of the rate is answered, with p95 within the target and no failure.`,
    '',
    '## One API process',
    '',
  ];
  try {
    lines.push(...(await table(server.base, server.callers, shell.base)));
    lines.push('', '## Two API processes (API_PROCESSES=2)', '');
    if (databaseUrl) {
      const { base, child } = await startTwoProcesses(databaseUrl, server.secret);
      try {
        lines.push(...(await table(base, server.callers, shell.base)));
      } finally {
        child.kill('SIGTERM');
      }
    } else {
      lines.push(
        'Not measured: more than one API process needs a PostgreSQL server (DATABASE_URL).',
      );
    }
  } finally {
    server.child.send('stop');
    shell.child.kill('SIGTERM');
  }
  writeBenchReport('api-load-bench', lines);
}

if (process.env.PORTAL_LOAD_BENCH_PROBE) probe();
else
  (process.env.PORTAL_LOAD_BENCH_SERVER ? serve() : main()).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
