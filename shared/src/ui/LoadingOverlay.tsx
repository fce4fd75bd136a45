import { type SyntheticEvent, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { Spinner } from './Spinner';

const Overlay = styled.dialog`
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  font-size: ${({ theme }) => theme.fontSizes.lg};

  &::backdrop {
    background: ${({ theme }) => theme.colors.backdrop};
  }
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
