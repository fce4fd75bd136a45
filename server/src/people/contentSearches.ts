import type { ContentSearch } from './peopleSearch.ts';

/**
 * Posts and events join the global search once their areas' tables exist (see
 * peopleSearch.ts `tableExists`); until then search answers people only.
 */
export const CONTENT_SEARCHES: ContentSearch[] = [];
