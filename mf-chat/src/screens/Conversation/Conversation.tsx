import {
  Banner,
  CallLinks,
  type ChatMessage,
  type ChatReactionType,
  EmptyState,
  PageHeader,
  Skeleton,
  selectUser,
  tokens,
  usePageTitle,
} from '@portal/shared';
import { useCallback, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import {
  CHAT_NOT_FOUND,
  useChatChannelQuery,
  useChatEarlierMessagesMutation,
  useChatMessagesQuery,
  useReactMutation,
} from '../../api/chatApi';
import { chatText } from '../../chatText';
import { ChatPage } from '../../components/ChatPage';
import { ChatProblem } from '../../components/ChatProblem';
import { Composer } from '../../components/Composer/Composer';
import { MessageList } from '../../components/MessageList';
import { useAnnouncer } from '../../components/useAnnouncer';
import { useTimeZone } from '../../components/useTimeZone';
import { otherMember } from '../../lib/channelFacts';
import { useChatService, useLiveChat } from '../../live/useLiveChat';
import { useConversationNews } from './useConversationNews';
import { useReadWhileOpen } from './useReadWhileOpen';
import { useSendDraft } from './useSendDraft';

const Typing = styled.p`
  min-height: 1.5em;
  margin: 0 0 ${tokens.space.xs};
  font-style: italic;
  color: ${tokens.colors.textMuted};
`;

const Calls = styled.div`
  margin-bottom: ${tokens.space.md};
`;

const Hello = styled.p`
  margin: 0 0 ${tokens.space.lg};
  color: ${tokens.colors.textMuted};
`;

/** /chat/details/{id}: one conversation, its title the other person's name (spec 2). */
export default function Conversation() {
  useLiveChat();
  const { id = '' } = useParams();
  const myId = useSelector(selectUser)?._id;
  const timeZone = useTimeZone();
  const channel = useChatChannelQuery(id);
  const messages = useChatMessagesQuery(id);
  const other = channel.data ? otherMember(channel.data, myId) : null;
  const title = usePageTitle(other?.name);
  const [region, announce] = useAnnouncer();
  const [problem, setProblem] = useState<string | null>(null);
  const [loadEarlier, earlier] = useChatEarlierMessagesMutation();
  const [react] = useReactMutation();
  const service = useChatService();
  const sendDraft = useSendDraft(id);
  const newestShown = messages.data?.messages.at(-1)?.id ?? (messages.data ? '0' : undefined);
  const { typing } = useConversationNews(id, myId, newestShown, announce);
  useReadWhileOpen(id, messages.data?.messages, myId);

  const onReact = useCallback(
    async (message: ChatMessage, type: ChatReactionType) => {
      setProblem(null);
      const result = await react({ messageId: message.id, type });
      if ('error' in result) setProblem((result.error as { message?: string }).message ?? null);
    },
    [react],
  );

  const onLoadEarlier = async () => {
    const first = messages.data?.messages[0];
    if (!first) return;
    setProblem(null);
    const result = await loadEarlier({ channelId: id, before: first.id });
    if ('error' in result) setProblem((result.error as { message?: string }).message ?? null);
  };

  const notFound = (channel.error as { code?: string } | undefined)?.code === CHAT_NOT_FOUND;
  const failed = channel.error ?? messages.error;
  const retry = () => {
    void channel.refetch();
    void messages.refetch();
  };

  return (
    <ChatPage>
      <PageHeader title={title} />
      {other && (
        <Calls>
          <CallLinks id={other.id} name={other.name} role={other.staff ? 'Staff' : undefined} />
        </Calls>
      )}
      {region}
      {notFound ? (
        <EmptyState
          title={chatText.notFoundTitle}
          message={(channel.error as { message?: string }).message}
          action={<Link to="/chat/channels">{chatText.backToChats}</Link>}
        />
      ) : failed ? (
        <ChatProblem error={failed} onRetry={retry} />
      ) : channel.isLoading || messages.isLoading || !channel.data || !messages.data ? (
        <Skeleton lines={6} height={48} />
      ) : (
        <>
          {problem && <Banner severity="error">{problem}</Banner>}
          {messages.data.messages.length === 0 && other && (
            <Hello>{chatText.noMessagesHere(other.name)}</Hello>
          )}
          <MessageList
            messages={messages.data.messages}
            myId={myId}
            timeZone={timeZone}
            hasEarlier={messages.data.hasEarlier}
            loadingEarlier={earlier.isLoading}
            onLoadEarlier={onLoadEarlier}
            onReact={onReact}
            onAnnounce={announce}
          />
          <Typing>{typing && other ? chatText.typing(other.name) : ''}</Typing>
          <Composer onSend={sendDraft} onTyping={() => service.typing(id)} />
        </>
      )}
    </ChatPage>
  );
}
