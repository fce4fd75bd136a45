import {
  CHAT_REACTION_TYPES,
  CHAT_REACTIONS,
  type ChatMessage,
  type ChatReactionType,
  tokens,
} from '@portal/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { chatText } from '../chatText';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.xxs};
`;

const Reaction = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.xxs};
  min-width: 48px;
  min-height: 48px;
  padding: 0 ${tokens.space.xs};
  border: 2px solid ${tokens.colors.divider};
  border-radius: ${tokens.radii.round};
  background: transparent;
  color: inherit;
  font-size: ${tokens.fontSizes.sm};
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: currentColor;
    border-width: 3px;
    font-weight: ${tokens.fontWeights.bold};
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

/**
 * The reactions a message has (pressed when one's own, with how many gave each), and a React
 * button that offers the others: five choices under every message would crowd the chat.
 */
export function ReactionButtons({ message, myId, onReact }: ReactionButtonsProps) {
  const [choosing, setChoosing] = useState(false);
  const given = (type: ChatReactionType) =>
    message.reactions.find((reaction) => reaction.type === type)?.userIds ?? [];
  const shown = CHAT_REACTION_TYPES.filter((type) => choosing || given(type).length > 0);
  return (
    <Group role="group" aria-label={chatText.reactions}>
      {shown.map((type) => {
        const userIds = given(type);
        const count = userIds.length;
        const { emoji, label } = CHAT_REACTIONS[type];
        return (
          <Reaction
            key={type}
            type="button"
            aria-pressed={myId !== undefined && userIds.includes(myId)}
            aria-label={count > 0 ? `${label}, ${count}` : label}
            title={label}
            onClick={() => {
              setChoosing(false);
              onReact(type);
            }}
          >
            <span aria-hidden="true">{emoji}</span>
            {count > 0 && <span aria-hidden="true">{count}</span>}
          </Reaction>
        );
      })}
      <Reaction type="button" aria-expanded={choosing} onClick={() => setChoosing(!choosing)}>
        {choosing ? chatText.closeReactions : chatText.react}
      </Reaction>
    </Group>
  );
}
