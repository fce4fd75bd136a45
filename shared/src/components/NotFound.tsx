import { lookup } from '@portal/contracts';
import { Link } from 'react-router';
import { usePageTitle } from '../navigation/usePageTitle';
import { EmptyState } from '../ui/EmptyState';
import { PageHeader } from '../ui/PageHeader';

/** Spec 8: 'Oops! Page not found', with a way home. */
export function NotFound() {
  const title = usePageTitle(lookup('$pageNotFound'));
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        title="This page does not exist"
        message="The link may be old or mistyped."
        action={<Link to="/">Go to the home page</Link>}
      />
    </>
  );
}
