import { Banner, Button, strings } from '@portal/shared';

/** A list or event that could not load: the generic message and a way to try again. */
export function LoadProblem({ onRetry }: { onRetry: () => void }) {
  return (
    <Banner severity="error">
      <p>{strings.generic}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </Banner>
  );
}
