import { useId, useRef, type MouseEvent, type ReactNode, type Ref, type RefObject } from 'react';
import { IconButton } from '../icon-button';
import {
  CloseIcon,
  mergeRefs,
  OverlayLayer,
  Portal,
  useEscape,
  useFocusTrap,
  useScrollLock,
} from '../overlay';
import {
  Backdrop,
  Body,
  Description,
  Dialog,
  Footer,
  Header,
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
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A modal dialog in a portal over a backdrop. Focus moves in on open, Tab stays inside, Escape
 * and a click outside close (each can be turned off), focus returns to what opened it, and the
 * page behind does not scroll.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeOnEscape = true,
  closeOnBackdropClick = true,
  hideCloseButton = false,
  closeLabel = 'Cerrar',
  initialFocusRef,
  role = 'dialog',
  className,
  ref,
}: ModalProps) {
  if (!open) return null;
  return (
    <OpenModal
      onClose={onClose}
      title={title}
      description={description}
      footer={footer}
      size={size}
      closeOnEscape={closeOnEscape}
      closeOnBackdropClick={closeOnBackdropClick}
      hideCloseButton={hideCloseButton}
      closeLabel={closeLabel}
      initialFocusRef={initialFocusRef}
      role={role}
      className={className}
      ref={ref}
    >
      {children}
    </OpenModal>
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
  const dialog = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useFocusTrap(dialog, true, { initialFocus: initialFocusRef });
  useEscape(closeOnEscape, onClose);
  useScrollLock(true);

  // Close only for a press that starts and ends on the backdrop, not a text selection dragged
  // out of the dialog.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const fromBackdrop = pressStartedOnBackdrop.current && event.target === event.currentTarget;
    pressStartedOnBackdrop.current = false;
    if (fromBackdrop && closeOnBackdropClick) onClose();
  };

  return (
    <Portal>
      <OverlayLayer>
        <Backdrop
          data-state="open"
          data-testid="modal-backdrop"
          onMouseDown={onBackdropMouseDown}
          onClick={onBackdropClick}
        >
          <Dialog
            ref={mergeRefs(dialog, ref)}
            role={role}
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={description != null ? descriptionId : undefined}
            tabIndex={-1}
            data-state="open"
            data-size={size}
            $size={size}
            className={className}
          >
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
          </Dialog>
        </Backdrop>
      </OverlayLayer>
    </Portal>
  );
}
