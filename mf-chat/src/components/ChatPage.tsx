import styled from 'styled-components';

/**
 * The frame of every chat screen: nothing to tap is smaller than 48 x 48 px, and nothing is
 * wider than a 320 px screen.
 */
export const ChatPage = styled.div`
  max-width: 60rem;
  min-width: 0;

  button,
  a[href],
  input[type='file'] + label {
    min-height: 48px;
    min-width: 48px;
  }
`;
