import { Banner, Button, lookup } from '@portal/shared';

/** A call failed: spec 8's generic message and a way to try again. */
export function LoadProblem({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert">
      <Banner severity="error" title={lookup('$generic')}>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </Banner>
    </div>
  );
}
