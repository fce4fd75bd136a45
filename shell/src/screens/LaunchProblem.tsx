import { Button, EmptyState, PageHeader } from '@portal/shared';

/** Spec 4: when the portal has not launched after 20 s (or failed), say so and offer a reload. */
export function LaunchProblem() {
  return (
    <main>
      <PageHeader title="The portal is taking too long to start" />
      <EmptyState
        title="Something is in the way"
        message="Please check your internet connection, then reload the page."
        action={
          <Button type="button" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      />
    </main>
  );
}
