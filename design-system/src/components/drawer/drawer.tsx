import { useId, type ReactNode, type Ref, type RefObject } from 'react';
import { IconButton } from '../icon-button';
import { CloseIcon, Portal, useModalDialog } from '../overlay';
import {
  Backdrop,
  Body,
  Dialog,
  Footer,
  Header,
  Panel,
  Title,
  type DrawerSide,
} from './drawer.styles';

export type { DrawerSide };

export interface DrawerProps {
  /** shown while true (controlled) */
  open: boolean;
  /** asked to close: Escape, a click outside, the close button */
  onClose: () => void;
  /** the drawer's heading; names the dialog */
  title: ReactNode;
  /** the edge it slides in from (default 'left', the mobile menu) */
  side?: DrawerSide;
  children?: ReactNode;
  /** pinned under the scrolling content (e.g. Cerrar sesión) */
  footer?: ReactNode;
  /** Escape closes (default true) */
  closeOnEscape?: boolean;
  /** a click on the backdrop closes (default true) */
  closeOnBackdropClick?: boolean;
  /** accessible name of the close button (default 'Cerrar') */
  closeLabel?: string;
  /** focused on open; default the first focusable element */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** on the sliding panel inside the dialog */
  className?: string;
  /** the sliding panel inside the `<dialog>` */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A panel that slides in from a side: the mobile menu. A native modal `<dialog>` like Modal (the
 * page behind inert, focus moved in and returned, Escape and a click outside close, page scroll
 * held); the slide is off under reduced motion.
 */
export function Drawer(props: DrawerProps) {
  if (!props.open) return null;
  return (
    <Portal>
      <OpenDrawer {...props} />
    </Portal>
  );
}

function OpenDrawer({
  onClose,
  title,
  side = 'left',
  children,
  footer,
  closeOnEscape = true,
  closeOnBackdropClick = true,
  closeLabel = 'Cerrar',
  initialFocusRef,
  className,
  ref,
}: DrawerProps) {
  const titleId = useId();
  const { ref: dialog, backdrop } = useModalDialog({
    onClose,
    closeOnEscape,
    closeOnBackdropClick,
    initialFocus: initialFocusRef,
  });

  return (
    <Dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-state="open"
      data-side={side}
    >
      <Backdrop {...backdrop} data-testid="drawer-backdrop" />
      <Panel ref={ref} $side={side} className={className}>
        <Header>
          <Title id={titleId}>{title}</Title>
          <IconButton label={closeLabel} variant="ghost" size="sm" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Header>
        <Body>{children}</Body>
        {footer != null && <Footer>{footer}</Footer>}
      </Panel>
    </Dialog>
  );
}
