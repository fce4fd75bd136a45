import { Banner, Button, type ChatChannel, Dialog } from '@portal/shared';
import { useState } from 'react';
import { useDeleteChannelMutation, useHideChannelMutation } from '../api/chatApi';
import { chatText } from '../chatText';

type Asked = 'hide' | 'delete' | null;

export interface ChannelActionsProps {
  channel: ChatChannel;
  /** The other member's name, for the buttons' names and what is said when done. */
  name: string;
  /** Done: what to announce. The row is gone by then. */
  onDone(message: string): void;
}

/** Hide and Delete for one chat, each asked again in a dialog before anything happens. */
export function ChannelActions({ channel, name, onDone }: ChannelActionsProps) {
  const [asked, setAsked] = useState<Asked>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [hide, hiding] = useHideChannelMutation();
  const [remove, removing] = useDeleteChannelMutation();

  const ask = (what: Asked) => {
    setProblem(null);
    setAsked(what);
  };

  const confirm = async () => {
    const run = asked === 'delete' ? remove : hide;
    const result = await run(channel.id);
    if ('error' in result) {
      setProblem((result.error as { message?: string }).message ?? null);
      return;
    }
    setAsked(null);
    onDone(asked === 'delete' ? chatText.deleted(name) : chatText.hidden(name));
  };

  const deleting = asked === 'delete';
  return (
    <>
      <Button
        variant="link"
        aria-label={`${chatText.hide} chat with ${name}`}
        onClick={() => ask('hide')}
      >
        {chatText.hide}
      </Button>
      <Button
        variant="link"
        aria-label={`${chatText.delete} chat with ${name}`}
        onClick={() => ask('delete')}
      >
        {chatText.delete}
      </Button>
      <Dialog
        open={asked !== null}
        onClose={() => setAsked(null)}
        title={deleting ? chatText.deleteTitle : chatText.hideTitle}
        hideCloseButton
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsked(null)} data-autofocus>
              {chatText.cancel}
            </Button>
            <Button
              variant={deleting ? 'danger' : 'primary'}
              busy={hiding.isLoading || removing.isLoading}
              onClick={confirm}
            >
              {deleting ? chatText.delete : chatText.hide}
            </Button>
          </>
        }
      >
        <p>{deleting ? chatText.deleteBody(name) : chatText.hideBody(name)}</p>
        {problem && <Banner severity="error">{problem}</Banner>}
      </Dialog>
    </>
  );
}
