import { useLayoutEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { getFocusable } from './focusable';
import { pushModalDialog, removeModalDialog } from './modal-stack';

export interface ModalDialogOptions {
  /** asked to close; the dialog never closes itself, so the owner's `open` stays the truth */
  onClose: () => void;
  /** Escape (and the platform's other close requests) ask to close */
  closeOnEscape: boolean;
  /** a press that starts and ends on the backdrop (outside the panel) asks to close */
  closeOnBackdropClick: boolean;
  /** focused on open; default the first focusable element, else the dialog */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * Drives a native `<dialog>` that is mounted while its owner is open; call it in the component
 * that renders the dialog (inside the Portal), so the element exists when its effect runs.
 * `showModal()` on mount puts it in the top layer and makes the rest of the page inert
 * (unfocusable, unclickable, hidden from assistive technology); `close()` before it unmounts,
 * and the browser gives focus back to the element that opened it. The dialog element covers the
 * viewport; inside it, the element given `backdrop` (spread) lies behind the visible panel and
 * takes the clicks outside it.
 *
 * Escape is taken on `keydown` (after every other listener, so a menu or combobox inside that
 * already handled it keeps it) and its default prevented, so the browser makes no close request
 * the owner did not agree to; the `cancel` event covers the other close requests (Android's back
 * gesture).
 */
export function useModalDialog(options: ModalDialogOptions) {
  const dialog = useRef<HTMLDialogElement>(null);
  const latest = useRef(options);
  const pressOnBackdrop = useRef(false);
  useLayoutEffect(() => {
    latest.current = options;
  });

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let unmounting = false;
    const requestClose = () => {
      if (latest.current.closeOnEscape) latest.current.onClose();
    };

    if (!element.open) element.showModal();
    pushModalDialog(element);
    (latest.current.initialFocus?.current ?? getFocusable(element)[0] ?? element).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      if (!(event.target instanceof Node) || !element.contains(event.target)) return;
      event.preventDefault();
      requestClose();
    };
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    // Closed by the browser (a close request it did not let us cancel): tell the owner, and show
    // it again if the owner keeps it open.
    const onNativeClose = () => {
      if (unmounting) return;
      requestClose();
      setTimeout(() => {
        if (!unmounting && element.isConnected && !element.open) element.showModal();
      });
    };
    window.addEventListener('keydown', onKeyDown);
    element.addEventListener('cancel', onCancel);
    element.addEventListener('close', onNativeClose);
    return () => {
      unmounting = true;
      window.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('close', onNativeClose);
      element.close();
      removeModalDialog(element);
      // Browsers give focus back on close(); where one does not, focus would be left in the
      // removed dialog.
      const active = document.activeElement;
      if (opener?.isConnected && (!active || active === document.body || element.contains(active)))
        opener.focus();
    };
  }, []);

  const onMouseDown = (event: MouseEvent<HTMLElement>) => {
    pressOnBackdrop.current = event.target === event.currentTarget;
  };
  // a text selection dragged out of the panel is not a click on the backdrop
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const fromBackdrop = pressOnBackdrop.current && event.target === event.currentTarget;
    pressOnBackdrop.current = false;
    if (fromBackdrop && latest.current.closeOnBackdropClick) latest.current.onClose();
  };

  return { ref: dialog, backdrop: { onMouseDown, onClick } };
}
