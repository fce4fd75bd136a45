import {
  CHAT_REACTION_TYPES,
  CHAT_REACTIONS,
  type ChatMessage,
  type ChatReactionType,
} from '@portal/shared';
import styled from 'styled-components';
import { chatText } from '../chatText';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Reaction = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 48px;
  min-height: 48px;
  padding: ${({ theme }) => `0 ${theme.space.xs}`};
  border: 2px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: currentColor;
    border-width: 3px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  &:hover {
    border-color: currentColor;
  }
`;

export interface ReactionButtonsProps {
  message: ChatMessage;
  myId: string | undefined;
  onReact(type: ChatReactionType): void;
}

/** A button per reaction, pressed when it is one's own, with how many gave it. */
export function ReactionButtons({ message, myId, onReact }: ReactionButtonsProps) {
  return (
    <Group role="group" aria-label={chatText.reactions}>
      {CHAT_REACTION_TYPES.map((type) => {
        const userIds = message.reactions.find((reaction) => reaction.type === type)?.userIds ?? [];
        const count = userIds.length;
        const { emoji, label } = CHAT_REACTIONS[type];
        return (
          <Reaction
            key={type}
            type="button"
            aria-pressed={myId !== undefined && userIds.includes(myId)}
            aria-label={count > 0 ? `${label}, ${count}` : label}
            title={label}
            onClick={() => onReact(type)}
          >
            <span aria-hidden="true">{emoji}</span>
            {count > 0 && <span aria-hidden="true">{count}</span>}
          </Reaction>
        );
      })}
    </Group>
  );
}
