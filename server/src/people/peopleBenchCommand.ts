import { startSession } from '../auth/portalSessions.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { latencyRow, startBenchApp, writeBenchReport } from '../testing/benchRun.ts';
import { seedScaleCommunity } from './scaleSeed.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS || 40);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 4);

/**
 * Directory and search latency with 5,000 people: an in-memory database (or DATABASE_URL) with
 * the scale community, the real app over HTTP, several requests at once. Writes
 * reports/people-bench.md. Run: `npx tsx src/people/peopleBenchCommand.ts` in server/.
 */
async function main(): Promise<void> {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
  await migrate(db);
  const ids = await seedScaleCommunity(db);
  const { app, base, tokenSecret } = await startBenchApp(db);
  // The search limit is 30 a minute per person: the calls go round ten residents, as a
  // community's would.
  const residents = await db.query<{ id: string }>(
    `SELECT u.id FROM users u JOIN user_communities uc ON uc.user_id = u.id
      WHERE uc.community_id = $1 AND u.user_type = 'Resident' ORDER BY u.id = $2 DESC, u.id
      LIMIT 10`,
    [ids.communityId, ids.residentId],
  );
  const tokens = await Promise.all(
    residents.map(async ({ id }) => {
      const user = { id, primaryCommunityId: ids.communityId, userType: 'Resident' as const };
      return (await startSession(db, user, null, tokenSecret)).token;
    }),
  );
  let turn = 0;
  const headers = () => ({
    'content-type': 'application/json',
    authorization: `Bearer ${tokens[turn++ % tokens.length]}`,
  });
  const graph = (query: string, variables: Record<string, unknown>) =>
    fetch(`${base}/v3/graph/graphql`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ query, variables: { c: ids.communityId, ...variables } }),
    });
  // What the directory screen asks: a page of rows and the count, in one request.
  const PAGE = `query($c: ID!, $after: ID) {
    directory(communityId: $c, roles: [2], page: { after: $after }) { _id _type fullName name lastName thumbnail jobTitle relationship }
    directoryCount(communityId: $c, roles: [2]) }`;
  const [deep] = await db.query<{ id: string }>(
    `SELECT u.id FROM users u JOIN user_communities uc ON uc.user_id = u.id
      WHERE uc.community_id = $1 AND u.user_type = 'Resident' AND NOT uc.opt_out_of_directory
      ORDER BY lower(u.last_name), lower(u.first_name), u.id OFFSET 2000 LIMIT 1`,
    [ids.communityId],
  );
  const cases: { name: string; run: () => Promise<Response> }[] = [
    {
      name: 'DirectoryList residents, first page of 50 and the count (target p95 30 ms)',
      run: () => graph(PAGE, {}),
    },
    {
      name: 'DirectoryList residents, the page after the 2,000th',
      run: () => graph(PAGE, { after: deep.id }),
    },
    {
      name: 'DirectoryList residents, every one (about 3,600 rows, names only)',
      run: () =>
        fetch(`${base}/v3/graph/graphql`, {
          method: 'POST',
          headers: headers(),
          body: JSON.stringify({
            query:
              'query($c: ID!) { directory(communityId: $c, roles: [2]) { _id fullName thumbnail } }',
            variables: { c: ids.communityId },
          }),
        }),
    },
    {
      name: 'DirectoryList search "ma" in residents',
      run: () =>
        fetch(`${base}/v3/graph/graphql`, {
          method: 'POST',
          headers: headers(),
          body: JSON.stringify({
            query:
              'query($c: ID!) { directory(communityId: $c, roles: [2], query: "ma") { _id fullName } }',
            variables: { c: ids.communityId },
          }),
        }),
    },
    {
      name: 'POST /search "smith"',
      run: () =>
        fetch(`${base}/search`, {
          method: 'POST',
          headers: headers(),
          body: JSON.stringify({ communityId: ids.communityId, query: 'smith' }),
        }),
    },
    {
      name: 'POST /search "jo" (short prefix, many hits)',
      run: () =>
        fetch(`${base}/search`, {
          method: 'POST',
          headers: headers(),
          body: JSON.stringify({ communityId: ids.communityId, query: 'jo' }),
        }),
    },
  ];
  const lines = [
    '# People benchmark',
    '',
    `5,000 people in one community; ${ROUNDS} requests per case, ${CONCURRENCY} at a time; ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite in memory'}.`,
    '',
    '| case | p50 ms | p95 ms | max ms |',
    '|---|---|---|---|',
  ];
  for (const bench of cases) {
    await (await bench.run()).text(); // warm up
    const times: number[] = [];
    for (let done = 0; done < ROUNDS; done += CONCURRENCY) {
      await Promise.all(
        Array.from({ length: Math.min(CONCURRENCY, ROUNDS - done) }, async () => {
          const started = performance.now();
          const response = await bench.run();
          await response.text();
          if (!response.ok) throw new Error(`${bench.name}: ${response.status}`);
          times.push(performance.now() - started);
        }),
      );
    }
    lines.push(latencyRow(bench.name, times));
  }
  await app.close();
  await db.close();
  writeBenchReport('people-bench', lines);
}

main().catch((error: unknown) => {
  console.error(error);
  // The bench's own server may still be listening: end here rather than hang.
  process.exit(1);
});
