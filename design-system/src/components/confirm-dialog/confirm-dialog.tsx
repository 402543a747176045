import { useRef, useState, type ReactNode, type Ref } from 'react';
import { Button } from '../button';
import { Modal } from '../modal';
import { ErrorText } from './confirm-dialog.styles';

export type ConfirmDialogTone = 'default' | 'danger';

export interface ConfirmDialogProps {
  open: boolean;
  /** asked to close without confirming: Cancelar, Escape, a click outside */
  onClose: () => void;
  /**
   * Runs on confirm. If it returns a promise the confirm button shows loading; the dialog closes
   * when it resolves and stays open showing the error when it rejects. Otherwise it closes at once.
   */
  onConfirm: () => unknown;
  title: ReactNode;
  /** what is about to happen: '¿Estás seguro de eliminar este banner?' */
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions: the confirm button turns red */
  tone?: ConfirmDialogTone;
  /** shown when onConfirm rejects with something that is not an Error with a message */
  errorMessage?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { then?: unknown }).then === 'function';

const DEFAULT_ERROR = 'No se pudo completar la acción. Inténtalo de nuevo.';

/**
 * Asks before doing something that cannot be undone. An alertdialog on top of Modal: focus
 * starts on Cancelar, so Enter never confirms by accident.
 */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  message,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  tone = 'default',
  errorMessage = DEFAULT_ERROR,
  className,
  ref,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // a fresh dialog every time it opens: no error or loading left from the last time
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setPending(false);
      setError(null);
    }
  }

  const close = () => {
    if (!pending) onClose();
  };

  const confirm = async () => {
    setError(null);
    const result = onConfirm();
    if (!isThenable(result)) {
      onClose();
      return;
    }
    setPending(true);
    try {
      await result;
      setPending(false);
      onClose();
    } catch (reason) {
      setPending(false);
      setError(reason instanceof Error && reason.message ? reason.message : errorMessage);
      confirmButton.current?.focus();
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      role="alertdialog"
      size="sm"
      title={title}
      description={message}
      initialFocusRef={cancel}
      closeOnBackdropClick={!pending}
      closeOnEscape={!pending}
      hideCloseButton
      className={className}
      ref={ref}
      footer={
        <>
          <Button ref={cancel} variant="secondary" onClick={close} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button
            ref={confirmButton}
            variant={tone === 'danger' ? 'danger' : 'primary'}
            loading={pending}
            data-tone={tone}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error != null ? <ErrorText role="alert">{error}</ErrorText> : undefined}
    </Modal>
  );
}
