import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal, formatCOP } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { useSingleSubmit } from '@bonis/forms';
import { Facts, FormTextarea, errorMessage } from '../../../components/admin-kit';
import type { GiftRow } from '../api/get-gifts';
import { useVoidGift } from '../api/void-gift';
import { giftItemLabel } from '../lib/gift-words';
import {
  VOID_REASON_MAX,
  voidGiftSchema,
  type VoidGiftInput,
  type VoidGiftValues,
} from '../schemas/void-gift';
import { Consequences, DialogActions, DialogForm } from './gifts.styles';

export const VOID_TEXTS = {
  title: 'Anular regalo',
  submit: 'Anular y reembolsar',
  reason: 'Motivo',
  reasonHint: `El comprador lo leerá en el email que le enviaremos. De 3 a ${VOID_REASON_MAX} caracteres.`,
  done: 'Regalo anulado y reembolsado',
  error: 'No se pudo anular el regalo',
} as const;

/** 'Membresía Mensual para Laura Ríos': names a gift in titles and toasts. */
export const giftName = (gift: Pick<GiftRow, 'gift_value' | 'recipient_name'>) =>
  `${giftItemLabel(gift.gift_value)} para ${gift.recipient_name}`;

/** What voiding does, as `admin_void_gift` does it. */
export function voidConsequences(gift: GiftRow): string[] {
  const toBuyer = gift.buyer_email ? `a ${gift.buyer_email}` : 'al comprador';
  return [
    `Se reembolsarán ${formatCOP(gift.amount)} al comprador, al mismo medio de pago.`,
    gift.gift_code
      ? `El código ${gift.gift_code} dejará de servir: nadie podrá canjearlo${gift.state === 'sent' ? `, aunque ya se envió a ${gift.recipient_email}` : ''}.`
      : 'El código del regalo dejará de servir: nadie podrá canjearlo.',
    gift.state === 'sent'
      ? `Le enviaremos un email ${toBuyer} con el motivo.`
      : `No se enviará a ${gift.recipient_email}; le enviaremos un email ${toBuyer} con el motivo.`,
  ];
}

export interface VoidGiftDialogProps {
  /** The gift to void; null keeps the dialog closed. */
  gift: GiftRow | null;
  onClose: () => void;
}

/**
 * 'Anular': what voiding does (refund, dead code, an email to the buyer) and the reason, required
 * (3 to 300 characters, the database's rule); `admin_void_gift` with it, then 'Regalo anulado y
 * reembolsado'. A refusal (through the kit's `errorMessage`) is an error toast and the dialog
 * stays open with the reason typed. A fresh form for each gift.
 */
export function VoidGiftDialog({ gift, onClose }: VoidGiftDialogProps) {
  return gift ? <OpenVoidGiftDialog key={gift.id} gift={gift} onClose={onClose} /> : null;
}

function OpenVoidGiftDialog({ gift, onClose }: { gift: GiftRow; onClose: () => void }) {
  const form = useForm<VoidGiftInput, unknown, VoidGiftValues>({
    resolver: zodResolver(voidGiftSchema),
    defaultValues: { reason: '' },
  });
  const voiding = useVoidGift();
  const once = useSingleSubmit();
  const close = () => {
    if (!voiding.isPending) onClose();
  };

  const submit = async ({ reason }: VoidGiftValues) => {
    try {
      await voiding.mutateAsync({ id: gift.id, reason });
      bus.getState().toastRequested({
        title: VOID_TEXTS.done,
        description: giftName(gift),
        tone: 'success',
      });
      onClose();
    } catch (error) {
      bus.getState().toastRequested({
        title: errorMessage(error, VOID_TEXTS.error),
        tone: 'error',
      });
    }
  };

  return (
    <Modal
      open
      onClose={close}
      title={VOID_TEXTS.title}
      description={giftName(gift)}
      closeOnBackdropClick={false}
      closeOnEscape={!voiding.isPending}
    >
      <DialogForm
        noValidate
        onSubmit={once(form.handleSubmit(submit))}
        aria-busy={voiding.isPending}
      >
        <Facts>
          <dt>Comprador</dt>
          <dd>
            {gift.buyer_name ?? 'Sin nombre'}
            {gift.buyer_email ? ` (${gift.buyer_email})` : ''}
          </dd>
          <dt>Destinatario</dt>
          <dd>
            {gift.recipient_name} ({gift.recipient_email})
          </dd>
          <dt>Valor pagado</dt>
          <dd>{formatCOP(gift.amount)}</dd>
        </Facts>
        <Consequences aria-label="Al anular el regalo">
          {voidConsequences(gift).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Consequences>
        <FormTextarea
          control={form.control}
          name="reason"
          label={VOID_TEXTS.reason}
          hint={VOID_TEXTS.reasonHint}
          rows={3}
          maxLength={VOID_REASON_MAX}
        />
        <DialogActions>
          <Button variant="secondary" onClick={close} disabled={voiding.isPending}>
            Volver
          </Button>
          <Button type="submit" variant="danger" loading={voiding.isPending}>
            {VOID_TEXTS.submit}
          </Button>
        </DialogActions>
      </DialogForm>
    </Modal>
  );
}
