import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { startSession } from '../auth/portalSessions.ts';
import { openDatabase, pgliteDirIn } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { DEMO_RESIDENT_ID, DEMO_STAFF_ID, WILLOW_CREEK_ID } from '../db/seedData/demoAccounts.ts';
import { uploadsStoreIn } from '../storage/fileStore.ts';
import { seedFeedScale } from './feedScaleSeed.ts';

const WHATS_NEW = `query WhatsNew($communityId: ID!, $filters: FeedFilters, $page: FeedPageInput) {
  community(communityId: $communityId) { _id feed(filters: $filters, page: $page) {
    posts { _id tag title startDate author category body assets { name preview type url details } }
    pageInfo { hasNextPage cursor currentPage } } } }`;

export interface LatencyStats {
  p50: number;
  p95: number;
  max: number;
}

function stats(samples: number[]): LatencyStats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}

/**
 * What's New latency on a database with `count` extra posts: first page (the window since the
 * last login), next page (by cursor), each alone and 8 at a time. Prints a Markdown section.
 */
async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 100_000);
  const runs = Number(process.argv[3] ?? 40);
  const dataDir = mkdtempSync(join(tmpdir(), 'feed-bench-'));
  const db = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: pgliteDirIn(dataDir),
  });
  try {
    await migrate(db);
    await seedIfEmpty(db, uploadsStoreIn(dataDir));
    const seedStart = performance.now();
    await seedFeedScale(db, count);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const [{ total }] = await db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM feed_posts WHERE community_id = $1',
      [WILLOW_CREEK_ID],
    );
    const secret = new Uint8Array(32).fill(7);
    const app = await buildApp({
      db,
      config: {
        tokenSecret: secret,
        firebaseProjectId: 'demo-portal',
        allowedOrigins: [],
        devRoutesEnabled: false,
        logLevel: 'silent',
      },
    });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const rows: string[] = [];
    for (const [role, userId, userType] of [
      ['Resident', DEMO_RESIDENT_ID, 'Resident'],
      ['Staff', DEMO_STAFF_ID, 'Staff'],
    ] as const) {
      const { token } = await startSession(
        db,
        { id: userId, primaryCommunityId: WILLOW_CREEK_ID, userType },
        null,
        secret,
      );
      const call = async (variables: Record<string, unknown>) => {
        const start = performance.now();
        const response = await fetch(`${base}/v3/graph/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: WHATS_NEW, variables }),
        });
        const body = (await response.json()) as {
          data: { community: { feed: { posts: unknown[]; pageInfo: { cursor: string } } } };
        };
        return { ms: performance.now() - start, feed: body.data.community.feed };
      };
      const from = new Date(Date.now() - 2 * 86_400_000).toISOString();
      const first = {
        communityId: WILLOW_CREEK_ID,
        filters: { status: 'Active', from },
        page: { limit: 50 },
      };
      const warm = await call(first);
      const next = {
        communityId: WILLOW_CREEK_ID,
        filters: { status: 'Active' },
        page: { limit: 50, after: warm.feed.pageInfo.cursor },
      };
      const deep = await call({ ...next, page: { limit: 50 } });
      let cursor = deep.feed.pageInfo.cursor;
      for (let i = 0; i < 40; i++)
        cursor = (await call({ ...next, page: { limit: 50, after: cursor } })).feed.pageInfo.cursor;
      const deepNext = { ...next, page: { limit: 50, after: cursor } };
      for (const [name, variables] of [
        ['first page (window since last login)', first],
        ['next page (cursor)', next],
        ['page 42 (cursor, ~2,000 posts in)', deepNext],
      ] as const) {
        const alone: number[] = [];
        for (let i = 0; i < runs; i++) alone.push((await call(variables)).ms);
        const concurrent: number[] = [];
        for (let i = 0; i < runs / 8; i++) {
          const batch = await Promise.all(Array.from({ length: 8 }, () => call(variables)));
          concurrent.push(...batch.map((r) => r.ms));
        }
        const a = stats(alone);
        const c = stats(concurrent);
        rows.push(
          `| ${role} | ${name} | ${a.p50.toFixed(1)} | ${a.p95.toFixed(1)} | ${c.p50.toFixed(1)} | ${c.p95.toFixed(1)} |`,
        );
      }
    }
    await app.close();
    console.log(
      [
        "## Feed: What's New latency",
        '',
        `${total.toLocaleString('en-US')} posts in Willow Creek (${count.toLocaleString('en-US')} from the scale seed, seeded in ${seedSeconds.toFixed(0)} s), ` +
          `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, GraphQL over HTTP on this machine, 50 posts a page, ${runs} calls each. Milliseconds.`,
        '',
        '| role | call | alone p50 | alone p95 | 8 at once p50 | 8 at once p95 |',
        '|---|---|---|---|---|---|',
        ...rows,
        '',
      ].join('\n'),
    );
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
