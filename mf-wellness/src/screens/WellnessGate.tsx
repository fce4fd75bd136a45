import { PageHeader, Skeleton, usePageTitle } from '@portal/shared';
import { Outlet } from 'react-router';
import { useWellnessAccountQuery } from '../api/wellnessApi';
import { WellnessPage } from '../components/WellnessPage';
import { WellnessProblem } from '../components/WellnessProblem';
import { Setup } from './Setup';

/**
 * Every wellness page: the person's wellness account first, and the setup instead of the page
 * until weight, height, birthdate and gender are all set (spec 4).
 */
export default function WellnessGate() {
  const account = useWellnessAccountQuery();
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
