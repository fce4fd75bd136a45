import { AreaPage, Banner, PageHeader, Skeleton, usePageTitle } from '@portal/shared';
import { Outlet } from 'react-router';
import { useWellnessAccountQuery, wellnessProblem } from '../api/wellnessApi';
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
