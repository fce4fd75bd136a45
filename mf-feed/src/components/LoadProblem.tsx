import { Button, EmptyState, lookup } from '@portal/shared';

/** A call failed: the generic message of spec 8 and a way to try again. */
export function LoadProblem({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert">
      <EmptyState
        title={lookup('$generic')}
        message="The library could not be loaded."
        action={
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    </div>
  );
}
