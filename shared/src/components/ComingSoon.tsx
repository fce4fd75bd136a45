import { usePageTitle } from '../navigation/usePageTitle';
import { EmptyState } from '../ui/EmptyState';
import { PageHeader } from '../ui/PageHeader';

/** The screen of a route whose area is not built yet: it loads, names itself, and says so. */
export function ComingSoon() {
  const title = usePageTitle();
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        title="Coming soon"
        message={`${title} will be available here soon. Everything else in the portal is ready to use.`}
      />
    </>
  );
}
