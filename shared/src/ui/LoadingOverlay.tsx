import { type SyntheticEvent, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { modalSurface } from './Dialog';
import { Spinner } from './Spinner';

const Overlay = styled.dialog`
  ${modalSurface}
  padding: ${tokens.space.xl};
  font-size: ${tokens.fontSizes.lg};
`;

/**
 * The loading overlay (spec 2): over the whole portal while something the person asked for
 * runs and cannot be interrupted, such as a community change reloading the portal. A modal
 * `<dialog>`, so the page behind is inert; Escape does not take it away. It goes when unmounted.
 */
export function LoadingOverlay({ label }: { label: string }) {
  const overlay = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = overlay.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  const stay = (event: SyntheticEvent) => event.preventDefault();
  return (
    <Overlay ref={overlay} aria-label={label} aria-busy="true" onCancel={stay}>
      <Spinner label={label} showLabel size={56} />
    </Overlay>
  );
}
