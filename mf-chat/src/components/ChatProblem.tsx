import { Banner, Button, strings } from '@portal/shared';
import { chatText } from '../chatText';

/** Something of the chat could not load (the chat login too): its message and a way to retry. */
export function ChatProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = (error as { message?: unknown } | undefined)?.message;
  return (
    <Banner severity="error">
      <p>{typeof message === 'string' && message ? message : strings.generic}</p>
      <Button variant="secondary" onClick={onRetry}>
        {chatText.tryAgain}
      </Button>
    </Banner>
  );
}
