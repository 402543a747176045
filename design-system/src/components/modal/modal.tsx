import { useId, type ReactNode, type Ref, type RefObject } from 'react';
import { IconButton } from '../icon-button';
import { CloseIcon, Portal, useModalDialog } from '../overlay';
import {
  Backdrop,
  Body,
  Description,
  Dialog,
  Footer,
  Header,
  Panel,
  Title,
  type ModalSize,
} from './modal.styles';

export type { ModalSize };

export interface ModalProps {
  /** shown while true (controlled) */
  open: boolean;
  /** asked to close: Escape, a click outside, the close button */
  onClose: () => void;
  /** the dialog's heading; names it (aria-labelledby) */
  title: ReactNode;
  /** a line under the title; describes it (aria-describedby) */
  description?: ReactNode;
  children?: ReactNode;
  /** actions, aligned to the end under the content */
  footer?: ReactNode;
  size?: ModalSize;
  /** Escape closes (default true) */
  closeOnEscape?: boolean;
  /** a click on the backdrop closes (default true) */
  closeOnBackdropClick?: boolean;
  /** hide the 'Cerrar' button (give the dialog another way to close) */
  hideCloseButton?: boolean;
  /** accessible name of the close button (default 'Cerrar') */
  closeLabel?: string;
  /** focused on open; default the first focusable element, else the dialog */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for confirmations that interrupt (ConfirmDialog) */
  role?: 'dialog' | 'alertdialog';
  /** on the visible panel inside the dialog */
  className?: string;
  /** the visible panel inside the `<dialog>` */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A modal dialog on the native `<dialog>` (showModal: top layer, the page behind inert and hidden
 * from assistive technology). Focus moves in on open, Escape and a click outside close (each can
 * be turned off), focus returns to what opened it, and the page behind does not scroll.
 */
export function Modal({
  open,
  size = 'md',
  closeOnEscape = true,
  closeOnBackdropClick = true,
  hideCloseButton = false,
  closeLabel = 'Cerrar',
  role = 'dialog',
  ...props
}: ModalProps) {
  if (!open) return null;
  return (
    <Portal>
      <OpenModal
        {...props}
        size={size}
        closeOnEscape={closeOnEscape}
        closeOnBackdropClick={closeOnBackdropClick}
        hideCloseButton={hideCloseButton}
        closeLabel={closeLabel}
        role={role}
      />
    </Portal>
  );
}

type OpenModalProps = Omit<ModalProps, 'open'> &
  Required<
    Pick<
      ModalProps,
      'size' | 'closeOnEscape' | 'closeOnBackdropClick' | 'hideCloseButton' | 'closeLabel' | 'role'
    >
  >;

function OpenModal({
  onClose,
  title,
  description,
  children,
  footer,
  size,
  closeOnEscape,
  closeOnBackdropClick,
  hideCloseButton,
  closeLabel,
  initialFocusRef,
  role,
  className,
  ref,
}: OpenModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const { ref: dialog, backdrop } = useModalDialog({
    onClose,
    closeOnEscape,
    closeOnBackdropClick,
    initialFocus: initialFocusRef,
  });

  return (
    <Dialog
      ref={dialog}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description != null ? descriptionId : undefined}
      tabIndex={-1}
      data-state="open"
      data-size={size}
    >
      <Backdrop {...backdrop} data-testid="modal-backdrop">
        <Panel ref={ref} $size={size} className={className}>
          <Header>
            <Title id={titleId}>{title}</Title>
            {!hideCloseButton && (
              <IconButton label={closeLabel} variant="ghost" size="sm" onClick={onClose}>
                <CloseIcon />
              </IconButton>
            )}
          </Header>
          {description != null && <Description id={descriptionId}>{description}</Description>}
          {children != null && <Body>{children}</Body>}
          {footer != null && <Footer>{footer}</Footer>}
        </Panel>
      </Backdrop>
    </Dialog>
  );
}
