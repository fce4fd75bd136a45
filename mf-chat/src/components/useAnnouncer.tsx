import { tokens } from '@portal/shared';
import { type ReactNode, useCallback, useState } from 'react';
import styled from 'styled-components';

const Region = styled.div`
  margin: 0 0 ${tokens.space.sm};
  &:empty {
    margin: 0;
  }
`;

/**
 * A polite live region and the function that says something in it. The same words said twice
 * are read twice: each message is a new node.
 */
export function useAnnouncer(): [ReactNode, (text: string) => void] {
  const [said, setSaid] = useState({ text: '', count: 0 });
  const announce = useCallback(
    (text: string) => setSaid((previous) => ({ text, count: previous.count + 1 })),
    [],
  );
  const region = (
    <Region role="status" aria-live="polite">
      {said.text && <span key={said.count}>{said.text}</span>}
    </Region>
  );
  return [region, announce];
}
