import { PageHeader, Spinner, strings, usePageTitle } from '@portal/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useOpenChannelMutation } from '../../api/chatApi';
import { chatText } from '../../chatText';
import { ChatPage } from '../../components/ChatPage';
import { ChatProblem } from '../../components/ChatProblem';

/**
 * /chat/with/:id: the link other areas make to "message this person" (a person's details in the
 * directory). Opens the one chat with them and shows it; a refusal shows the service's message.
 */
export default function StartChatWith() {
  const title = usePageTitle();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [openChannel] = useOpenChannelMutation();
  const [problem, setProblem] = useState<unknown>(null);
  const started = useRef(false);

  const start = useCallback(async () => {
    setProblem(null);
    const result = await openChannel({ memberId: id });
    if ('error' in result) {
      const message = (result.error as { message?: string }).message;
      setProblem({ message: message || strings.chatCreateChannelFailed });
      return;
    }
    navigate(`/chat/details/${encodeURIComponent(result.data.id)}`, { replace: true });
  }, [id, navigate, openChannel]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  return (
    <ChatPage>
      <PageHeader title={title} />
      {problem ? (
        <ChatProblem error={problem} onRetry={start} />
      ) : (
        <Spinner label={chatText.openingChat} />
      )}
    </ChatPage>
  );
}
