import { Button, strings } from '@portal/shared';
import { chatText } from '../chatText';

/** Copies a message's text; says how it went through `onResult` (spec 8 wording). */
export function CopyButton({ text, onResult }: { text: string; onResult(message: string): void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      onResult(strings.copied);
    } catch {
      onResult(strings.copyFailed);
    }
  };
  return (
    <Button variant="link" onClick={copy}>
      {chatText.copy}
    </Button>
  );
}
