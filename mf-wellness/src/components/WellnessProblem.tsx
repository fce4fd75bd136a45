import { Button, EmptyState, type PortalError, strings } from '@portal/shared';

/** A call that failed: the service's words when it gave some, and a way to try again. */
export function WellnessProblem({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const message = (error as PortalError | undefined)?.message;
  const refused = (error as PortalError | undefined)?.status === 403;
  return (
    <EmptyState
      title={refused ? 'Wellness is not available' : 'Wellness could not be loaded'}
      message={refused ? message : strings.generic}
      action={
        refused ? undefined : (
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    />
  );
}
