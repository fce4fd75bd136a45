import { strings } from '@portal/contracts';
import { Banner } from './Banner';
import { Button } from './Button';

/** Whether an RTK Query error is a call that never reached the portal (PortalError 'NETWORK'). */
function failedAtNetwork(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error
    ? error.status === 'NETWORK'
    : false;
}

/**
 * What a screen whose data could not load says (spec 8): 'maybeOffline' when its call failed at
 * the network, which the browser cannot tell from a server out of reach; otherwise the screen's
 * own failure message, the generic one by default.
 */
export function loadProblemText(error: unknown, failure: string = strings.generic): string {
  return failedAtNetwork(error) ? strings.maybeOffline : failure;
}

/**
 * Whether a screen shows its load problem: the call failed and there is nothing to show
 * instead. Data kept from before (an earlier answer, or the offline copy) is shown rather
 * than the problem.
 */
export function loadFailed(result: { isError: boolean; data?: unknown }): boolean {
  return result.isError && result.data === undefined;
}

export interface LoadProblemProps {
  /** The failed query's error. */
  error: unknown;
  onRetry: () => void;
  /** The screen's own failure message, when not the generic one. */
  failure?: string;
}

/** A screen's data that could not load: why, in the words of spec 8, and a way to try again. */
export function LoadProblem({ error, onRetry, failure }: LoadProblemProps) {
  return (
    <Banner severity="error" title={loadProblemText(error, failure)}>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </Banner>
  );
}
