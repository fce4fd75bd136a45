import { AreaPage, Banner, PageHeader, Skeleton, usePageTitle } from '@portal/shared';
import { useEffect } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { useDailyValuesQuery, useWellnessAccountQuery, wellnessProblem } from '../api/wellnessApi';
import { loadChart } from '../components/MeasureCard';
import { WellnessProblem } from '../components/WellnessProblem';
import { periodOf, valuesRange } from '../lib/progress';
import { useCommunityToday } from '../lib/useCommunityToday';
import { Setup } from './Setup';

/** On the progress page, its values are asked for with the account rather than after it. */
function useProgressValuesEarly(): void {
  const onProgress = useLocation().pathname.endsWith('/progress');
  const [params] = useSearchParams();
  const today = useCommunityToday();
  useDailyValuesQuery(valuesRange(periodOf(params.get('range')), today), { skip: !onProgress });
  useEffect(() => {
    if (onProgress) void loadChart().catch(() => undefined);
  }, [onProgress]);
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
    <AreaPage>
      <PageHeader title={title} />
      {account.data ? (
        // A reload that fails (resume without a connection) keeps the form and what was typed.
        <>
          {account.error && <Banner severity="error">{wellnessProblem(account.error)}</Banner>}
          <Setup information={account.data.userInformation} />
        </>
      ) : account.error ? (
        <WellnessProblem error={account.error} onRetry={() => void account.refetch()} />
      ) : (
        <Skeleton lines={5} height={48} />
      )}
    </AreaPage>
  );
}
