import { type ChatMessage, type ChatReactionType, tokens } from '@portal/shared';
import styled from 'styled-components';
import { chatText } from '../chatText';
import { messageTime } from '../lib/chatTime';
import { CopyButton } from './CopyButton';
import { MessageAttachments } from './MessageAttachments';
import { ReactionButtons } from './ReactionButtons';

const Item = styled.div<{ $mine: boolean }>`
  width: fit-content;
  margin-left: ${({ $mine }) => ($mine ? 'auto' : '0')};
  max-width: min(36rem, 100%);
  min-width: 0;
  padding: ${tokens.space.sm} ${tokens.space.md};
  border: 1px solid ${tokens.colors.divider};
  border-radius: ${tokens.radii.lg};
  background: ${({ $mine }) => ($mine ? tokens.colors.banner : tokens.colors.surface)};
  color: ${({ $mine }) => ($mine ? tokens.colors.onBanner : tokens.colors.text)};

  &:focus-visible {
    outline-offset: ${tokens.focusRing.offset};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${tokens.space.sm};
  margin: 0 0 ${tokens.space.xxs};
  font-size: ${tokens.fontSizes.sm};

  strong {
    font-weight: ${tokens.fontWeights.bold};
  }
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.xs};
  margin-top: ${tokens.space.xs};
`;

/** The element id of a message, so the list can keep a reader's place. */
export const messageElementId = (messageId: string) => `chat-message-${messageId}`;

export interface MessageItemProps {
  message: ChatMessage;
  myId: string | undefined;
  timeZone: string;
  onReact(message: ChatMessage, type: ChatReactionType): void;
  onCopyResult(result: string): void;
}

/** One message: who and when, its text and files, its reactions and a way to copy it. */
export function MessageItem({ message, myId, timeZone, onReact, onCopyResult }: MessageItemProps) {
  const mine = message.user.id === myId;
  return (
    <Item $mine={mine} id={messageElementId(message.id)} tabIndex={-1}>
      <Meta>
        <strong>{mine ? chatText.you : message.user.name}</strong>
        <time dateTime={message.created_at}>{messageTime(message.created_at, timeZone)}</time>
      </Meta>
      {message.text && <Text>{message.text}</Text>}
      <MessageAttachments attachments={message.attachments} />
      <Footer>
        <ReactionButtons message={message} myId={myId} onReact={(type) => onReact(message, type)} />
        {message.text && <CopyButton text={message.text} onResult={onCopyResult} />}
      </Footer>
    </Item>
  );
}
