import { Avatar, Badge, type ChatChannel, tokens } from '@portal/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { assetUrl } from '../lib/assetUrl';
import { lastMessagePreview, otherMember, unreadLabel } from '../lib/channelFacts';
import { listTime } from '../lib/chatTime';

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  border-bottom: 1px solid ${tokens.colors.divider};

  &:last-child {
    border-bottom: 0;
  }
`;

const RowLink = styled(Link)`
  display: flex;
  align-items: center;
  flex: 1 1 16rem;
  min-width: 0;
  gap: ${tokens.space.md};
  min-height: 64px;
  padding: ${tokens.space.sm} ${tokens.space.md};
  color: ${tokens.colors.text};
  font-size: ${tokens.fontSizes.md};
  text-decoration: none;

  &:hover {
    background: ${tokens.colors.surfaceHover};
  }
  &:focus-visible {
    outline-offset: -${tokens.focusRing.width};
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`;

const Name = styled.span<{ $unread: boolean }>`
  font-weight: ${({ $unread }) => ($unread ? tokens.fontWeights.bold : tokens.fontWeights.medium)};
  overflow-wrap: anywhere;
`;

const Preview = styled.span`
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textMuted};
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow-wrap: anywhere;
`;

const Side = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${tokens.space.xxs};
  flex: none;
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex: 1 0 auto;
  gap: ${tokens.space.xs};
  padding: 0 ${tokens.space.sm};
`;

export interface ChannelRowProps {
  channel: ChatChannel;
  myId: string | undefined;
  timeZone: string;
  /** The row's own buttons (hide, delete). */
  actions: ReactNode;
}

/** A chat in the list: who, the last message, when, how many unread; it opens the chat. */
export function ChannelRow({ channel, myId, timeZone, actions }: ChannelRowProps) {
  const other = otherMember(channel, myId);
  const when = channel.lastMessage?.created_at ?? channel.created_at;
  return (
    <Item>
      <RowLink to={`/chat/details/${encodeURIComponent(channel.id)}`}>
        <Avatar name={other.name} src={assetUrl(other.image)} decorative />
        <Text>
          <Name $unread={channel.unread > 0}>{other.name}</Name>
          <Preview>{lastMessagePreview(channel, myId)}</Preview>
        </Text>
        <Side>
          <time dateTime={when}>{listTime(when, timeZone)}</time>
          <Badge count={channel.unread} label={unreadLabel(channel.unread)} />
        </Side>
      </RowLink>
      <Actions>{actions}</Actions>
    </Item>
  );
}
