import { selectCallsPending, tokens } from '@portal/shared';
import { useSelector } from 'react-redux';
import { useNavigation } from 'react-router';
import styled, { keyframes } from 'styled-components';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Track = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  height: 4px;
  overflow: hidden;
  z-index: 20;
  &::after {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    background: ${tokens.colors.primary};
    animation: ${slide} 1.2s ease-in-out infinite;
    @media (prefers-reduced-motion: reduce) {
      animation: none;
      width: 100%;
    }
  }
`;

/** Spec 2: a loading bar appears while calls run, and while a page waits for its area to load. */
export function LoadingBar() {
  const navigating = useNavigation().state !== 'idle';
  const loading = useSelector(selectCallsPending) || navigating;
  return loading ? <Track role="progressbar" aria-label="Loading" /> : null;
}
