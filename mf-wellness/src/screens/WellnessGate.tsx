import { localDay, PageHeader, Skeleton, selectCommunity, usePageTitle } from '@portal/shared';
import { useSelector } from 'react-redux';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { useDailyValuesQuery, useWellnessAccountQuery } from '../api/wellnessApi';
import { WellnessPage } from '../components/WellnessPage';
import { WellnessProblem } from '../components/WellnessProblem';
import { periodOf, valuesRange } from '../lib/progress';
import { Setup } from './Setup';

/** On the progress page, its values are asked for with the account rather than after it. */
function useProgressValuesEarly(): void {
  const onProgress = useLocation().pathname.endsWith('/progress');
  const [params] = useSearchParams();
  const community = useSelector(selectCommunity);
  const today = localDay(new Date(), community?.timezone.name ?? 'UTC');
  useDailyValuesQuery(valuesRange(periodOf(params.get('range')), today), { skip: !onProgress });
}

/**
 * Every wellness page: the person's wellness account first, and the setup instead of the page
 * until weight, height, birthdate and gender are all set (spec 4).
 */
export default function WellnessGate() {
  const account = useWellnessAccountQuery();
  useProgressValuesEarly();
  const title = usePageTitle(
    account.data && !account.data.setupComplete ? 'Set up Wellness' : undefined,
  );
  if (account.data?.setupComplete) return <Outlet />;
  return (
    <WellnessPage>
      <PageHeader title={title} />
      {account.error ? (
        <WellnessProblem error={account.error} onRetry={() => void account.refetch()} />
      ) : account.data ? (
        <Setup information={account.data.userInformation} />
      ) : (
        <Skeleton lines={5} height={48} />
      )}
    </WellnessPage>
  );
}
