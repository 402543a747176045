import { ConfirmDialog } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { errorMessage } from '../../../components/admin-kit';
import type { GiftRow } from '../api/get-gifts';
import { useResendGift } from '../api/resend-gift';
import { giftItemLabel } from '../lib/gift-words';

export const RESEND_TEXTS = {
  title: '¿Reenviar el email del regalo?',
  confirm: 'Reenviar email',
  /** The success toast: the address the email went to. */
  done: (email: string) => `Email del regalo reenviado a ${email}`,
  error: 'No se pudo reenviar el email del regalo',
} as const;

/** What the confirmation says will happen: a sent gift's email again, or an overdue one now. */
export function resendMessage(gift: GiftRow): string {
  const item = giftItemLabel(gift.gift_value);
  return gift.state === 'sent'
    ? `Enviaremos otra vez a ${gift.recipient_email} el email con el código del regalo (${item}).`
    : `Este regalo aún no se ha enviado: enviaremos ahora a ${gift.recipient_email} el email con el código del regalo (${item}).`;
}

export interface ResendGiftDialogProps {
  /** The gift asked about; null keeps the dialog closed. */
  gift: GiftRow | null;
  onClose: () => void;
}

/**
 * 'Reenviar email', confirmed first: `admin_resend_gift` queues the delivery email again; then
 * 'Email del regalo reenviado a <email>', or the database's refusal (through the kit's
 * `errorMessage`) as an error toast. Either way the list reads again.
 */
export function ResendGiftDialog({ gift, onClose }: ResendGiftDialogProps) {
  const resend = useResendGift();
  const confirm = async () => {
    if (!gift) return;
    try {
      const sent = await resend.mutateAsync(gift.id);
      bus.getState().toastRequested({
        title: RESEND_TEXTS.done(sent.recipient_email),
        tone: 'success',
      });
    } catch (error) {
      bus.getState().toastRequested({
        title: errorMessage(error, RESEND_TEXTS.error),
        tone: 'error',
      });
    }
  };
  return (
    <ConfirmDialog
      open={gift !== null}
      onClose={onClose}
      onConfirm={confirm}
      title={RESEND_TEXTS.title}
      message={gift ? resendMessage(gift) : undefined}
      confirmLabel={RESEND_TEXTS.confirm}
      cancelLabel="Volver"
    />
  );
}
