import { portalApi } from '@portal/shared';

/** One field of a search hit (spec 3). */
export interface SearchField {
  value: string;
  highlighted: boolean;
  /** HTML-escaped text with `<mark>` around each match. */
  highlightedValue: string;
}

export type SearchItem = { guid: string } & Record<string, SearchField | string | null>;

export interface SearchAnswer {
  results: Record<string, SearchItem[]>;
  meta: Record<string, { path: string; label: string }>;
  status: { rid: string; timems: number };
}

/** Spec 7: POST /search with the community and the (already stripped) text. */
export const searchApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    globalSearch: build.query<SearchAnswer, { communityId: string; query: string }>({
      query: (body) => ({ path: '/search', method: 'POST', body }),
    }),
  }),
});

export const { useGlobalSearchQuery } = searchApi;
