import { randomUUID } from 'node:crypto';
import { checkSearchText, strings } from '@portal/contracts';
import type { CallerSession } from '../auth/sessionGuard.ts';
import type { Db } from '../db/database.ts';
import { requireViewer } from '../people/directoryService.ts';
import { searchTsQuery } from '../people/peopleValidation.ts';
import type { Viewer } from '../people/privacy.ts';
import type { SharedAnswers } from '../realtime/sharedAnswers.ts';
import type { SearchItem } from './searchHits.ts';

/** What a search reads from: the database, and the answers kept for everyone (`SharedAnswers`). */
export interface SearchSources {
  db: Db;
  answers: SharedAnswers;
}

/**
 * An area's part of global search (`AreaModule.search`): its category of hits, where each hit
 * opens, and how to find them. It is asked only when its table exists, so an area's search
 * never depends on the order in which areas' migrations land.
 */
export interface SearchContribution {
  category: string;
  label: string;
  path: string;
  table: string;
  search(
    sources: SearchSources,
    viewer: Viewer,
    communityId: string,
    tsQuery: string,
  ): Promise<SearchItem[]>;
}

export interface SearchAnswer {
  results: Record<string, SearchItem[]>;
  meta: Record<string, { path: string; label: string }>;
  status: { rid: string; timems: number };
}

export type SearchOutcome =
  | { ok: true; answer: SearchAnswer }
  | { ok: false; status: 400 | 403; message: string };

/** Migrations only ever add tables, so one found stays found: only a missing one is asked again. */
const foundTables = new WeakMap<Db, Set<string>>();

async function tableExists(db: Db, table: string): Promise<boolean> {
  const found = foundTables.get(db) ?? new Set<string>();
  foundTables.set(db, found);
  if (found.has(table)) return true;
  const [row] = await db.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [
    table,
  ]);
  if (row?.found == null) return false;
  found.add(table);
  return true;
}

/** POST /search (spec 7): results grouped by category, with each category's item path. */
export async function search(
  sources: SearchSources,
  session: CallerSession,
  communityId: string,
  query: string,
  contributions: readonly SearchContribution[],
): Promise<SearchOutcome> {
  const started = performance.now();
  const checked = checkSearchText(query);
  const tsQuery = checked.ok ? searchTsQuery(checked.text) : undefined;
  if (!tsQuery) {
    return { ok: false, status: 400, message: checked.ok ? strings.searchMin : checked.message };
  }
  if (!session.memberOf.includes(communityId)) {
    return { ok: false, status: 403, message: 'Forbidden' };
  }
  const viewer = requireViewer(session, communityId);
  // Every area at once; the categories keep the order of the areas.
  const hits = await Promise.all(
    contributions.map(async (contribution) =>
      (await tableExists(sources.db, contribution.table))
        ? await contribution.search(sources, viewer, communityId, tsQuery)
        : null,
    ),
  );
  const results: SearchAnswer['results'] = {};
  const meta: SearchAnswer['meta'] = {};
  contributions.forEach((contribution, i) => {
    const items = hits[i];
    if (!items) return;
    results[contribution.category] = items;
    meta[contribution.category] = { path: contribution.path, label: contribution.label };
  });
  return {
    ok: true,
    answer: {
      results,
      meta,
      status: { rid: randomUUID(), timems: Math.round(performance.now() - started) },
    },
  };
}
