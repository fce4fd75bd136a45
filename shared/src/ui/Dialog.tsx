import {
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import styled, { css } from 'styled-components';
import { tokens } from '../theme/tokens';
import { Icon } from './Icon';
import { IconButton } from './IconButton';

export interface DialogProps {
  open: boolean;
  /** Asked to close: Escape, the close button. The parent sets `open` to false. */
  onClose: () => void;
  /** Names the dialog. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the foot of the dialog. */
  actions?: ReactNode;
  closeLabel?: string;
  /** Leave out the close button (e.g. when the actions include a Cancel). */
  hideCloseButton?: boolean;
}

/** The frame of a modal `<dialog>`: its surface over the dimmed page (also `LoadingOverlay`'s). */
export const modalSurface = css`
  border: 1px solid ${tokens.colors.divider};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  box-shadow: ${tokens.shadows.dialog};

  &::backdrop {
    background: ${tokens.colors.backdrop};
  }
`;

const StyledDialog = styled.dialog`
  ${modalSurface}
  width: min(${tokens.modalWidth.regular}px, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  padding: 0;
  overflow: auto;

  ${tokens.media.compact} {
    width: min(${tokens.modalWidth.compact}px, calc(100vw - 1rem));
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.md} ${tokens.space.md} 0 ${tokens.space.lg};
`;

const Title = styled.h2`
  margin: 0;
  padding-top: ${tokens.space.xs};
  font-size: ${tokens.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const Body = styled.div`
  padding: ${tokens.space.md} ${tokens.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space.sm};
  padding: 0 ${tokens.space.lg} ${tokens.space.lg};
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * A modal dialog on the native `<dialog>` (`showModal`): the page behind is inert, focus moves
 * in (to the control marked `data-autofocus`, else the first one) and cycles inside, Escape asks to close,
 * and focus returns to the control that opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  closeLabel = 'Close',
  hideCloseButton = false,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const closeAsked = useRef(false);
  const onCloseRef = useRef(onClose);
  const titleId = useId();

  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      if (!dialog.contains(document.activeElement)) {
        const first =
          dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(dialog)[0];
        (first ?? dialog).focus();
      }
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Closed by unmounting while open: still give focus back.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) opener.current?.focus();
    };
  }, []);

  // One Escape press can arrive as both a keydown and a cancel event: ask the parent once.
  const askToClose = () => {
    if (closeAsked.current) return;
    closeAsked.current = true;
    setTimeout(() => {
      closeAsked.current = false;
    }, 0);
    onCloseRef.current();
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // The parent decides: keep the dialog open until `open` turns false.
    event.preventDefault();
    askToClose();
  };

  const onNativeClose = () => {
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
    // Closed by the browser rather than by the parent: tell the parent.
    if (open) askToClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      askToClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = focusables(ref.current);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === ref.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <StyledDialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      tabIndex={-1}
      onCancel={onCancel}
      onClose={onNativeClose}
      onKeyDown={onKeyDown}
    >
      {open && (
        <>
          <Header>
            <Title id={titleId}>{title}</Title>
            {!hideCloseButton && (
              <IconButton label={closeLabel} onClick={askToClose}>
                <Icon name="close" />
              </IconButton>
            )}
          </Header>
          <Body>{children}</Body>
          {actions && <Actions>{actions}</Actions>}
        </>
      )}
    </StyledDialog>
  );
}
