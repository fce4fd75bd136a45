import { CACHE_LIFETIME_MS, loaderStore, selectCommunity } from '@portal/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { wellnessApi } from '../api/wellnessApi';
import { loadChart } from '../components/MeasureCard';
import { periodOf, valuesRange } from './progress';
import { communityToday } from './useCommunityToday';

/**
 * The loader of every wellness page: the wellness account, and on the progress page its values
 * and the chart library, are asked for as the navigation begins, so they arrive while the page
 * renders rather than after. The screens read the same cache entries; nothing is returned.
 */
export function startWellnessData(args: LoaderFunctionArgs): null {
  const store = loaderStore(args);
  if (!store) return null;
  // Asked again when older than the portal's lifetime of loaded data, as the screens would.
  const ifOlderThan = CACHE_LIFETIME_MS / 1000;
  store.dispatch(wellnessApi.util.prefetch('wellnessAccount', undefined, { ifOlderThan }));
  const url = new URL(args.request.url);
  if (url.pathname.endsWith('/progress')) {
    const today = communityToday(selectCommunity(store.getState()));
    const range = valuesRange(periodOf(url.searchParams.get('range')), today);
    store.dispatch(wellnessApi.util.prefetch('dailyValues', range, { ifOlderThan }));
    void loadChart().catch(() => undefined);
  }
  return null;
}
