import {
  ButtonLink,
  EmptyState,
  PageHeader,
  Skeleton,
  selectCommunityId,
  selectUser,
  tokens,
  usePageTitle,
} from '@portal/shared';
import { useRef } from 'react';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { useChatChannelsQuery } from '../../api/chatApi';
import { chatText } from '../../chatText';
import { ChannelActions } from '../../components/ChannelActions';
import { ChannelRow } from '../../components/ChannelRow';
import { ChatPage } from '../../components/ChatPage';
import { ChatProblem } from '../../components/ChatProblem';
import { useAnnouncer } from '../../components/useAnnouncer';
import { useTimeZone } from '../../components/useTimeZone';
import { otherMember } from '../../lib/channelFacts';
import { useLiveChat } from '../../live/useLiveChat';

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  background: ${tokens.colors.surface};
  border: 1px solid ${tokens.colors.divider};
  border-radius: ${tokens.radii.lg};
  overflow: hidden;
`;

/** /chat/channels: the person's chats, most recent first, with a way to start a new one. */
export default function ChannelList() {
  useLiveChat();
  const title = usePageTitle();
  const heading = useRef<HTMLHeadingElement>(null);
  const communityId = useSelector(selectCommunityId) ?? '';
  const myId = useSelector(selectUser)?._id;
  const timeZone = useTimeZone();
  const list = useChatChannelsQuery(communityId, { skip: !communityId });
  const [region, announce] = useAnnouncer();
  const channels = list.data ?? [];

  const done = (message: string) => {
    announce(message);
    // The row that had focus is gone: focus goes back to the top of the page.
    heading.current?.focus();
  };

  return (
    <ChatPage>
      <PageHeader
        title={title}
        headingRef={heading}
        actions={<ButtonLink to="/chat/users">{chatText.newChat}</ButtonLink>}
      />
      {region}
      {list.isLoading ? (
        <Skeleton lines={5} height={64} />
      ) : list.isError ? (
        <ChatProblem error={list.error} onRetry={() => list.refetch()} />
      ) : channels.length === 0 ? (
        <EmptyState
          title={chatText.noChatsTitle}
          message={chatText.noChatsMessage}
          action={<ButtonLink to="/chat/users">{chatText.startChat}</ButtonLink>}
        />
      ) : (
        <Rows role="list" aria-label={chatText.chatList}>
          {channels.map((channel) => {
            const { name } = otherMember(channel, myId);
            return (
              <ChannelRow
                key={channel.id}
                channel={channel}
                myId={myId}
                timeZone={timeZone}
                actions={<ChannelActions channel={channel} name={name} onDone={done} />}
              />
            );
          })}
        </Rows>
      )}
    </ChatPage>
  );
}
