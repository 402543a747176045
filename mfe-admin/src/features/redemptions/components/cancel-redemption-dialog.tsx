import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FormField, Modal, Textarea, formatNumber } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import type { PointsRedemption } from '@bonis/supabase-client';
import { useSingleSubmit } from '@bonis/forms';
import { errorMessage } from '../../../components/admin-kit';
import { useCancelRedemption } from '../api/cancel-redemption';
import type { RedemptionRow } from '../api/get-redemptions';
import { redemptionLabel, shopperOf } from '../lib/redemption-labels';
import {
  cancelRedemptionSchema,
  type CancelRedemptionInput,
  type CancelRedemptionValues,
} from '../schemas/redemption-forms';
import type { RedemptionDialogProps } from './deliver-redemption-dialog';
import { Consequence, DialogActions, DialogForm } from './redemptions.styles';

export const CANCEL_TITLE = '¿Cancelar este canje?';
export const CANCEL_SUBMIT = 'Cancelar canje';
export const CANCEL_ERROR = 'No se pudo cancelar el canje';

/** 'Canje cancelado: devolvimos 1.500 puntos'. */
export const cancelledTitle = (points: number) =>
  `Canje cancelado: devolvimos ${formatNumber(points)} ${points === 1 ? 'punto' : 'puntos'}`;

/** What cancelling does, said before it is done. */
export const cancelConsequence = (redemption: RedemptionRow) =>
  `Devolveremos ${formatNumber(redemption.points_used)} ${
    redemption.points_used === 1 ? 'punto' : 'puntos'
  } a ${shopperOf(redemption)} y la unidad volverá al stock de ${redemption.reward_name}. Le enviaremos el motivo por correo.`;

function CancelForm({ redemption, onClose }: { redemption: RedemptionRow; onClose: () => void }) {
  const form = useForm<CancelRedemptionInput, unknown, CancelRedemptionValues>({
    resolver: zodResolver(cancelRedemptionSchema),
    defaultValues: { reason: '' },
  });
  const {
    field: { ref, ...reason },
    fieldState,
  } = useController({ control: form.control, name: 'reason' });
  const cancel = useCancelRedemption();
  const once = useSingleSubmit();
  const busy = cancel.isPending;

  const submit = async (values: CancelRedemptionValues) => {
    let cancelled: PointsRedemption;
    try {
      cancelled = await cancel.mutateAsync({ id: redemption.id, ...values });
    } catch (error) {
      bus.getState().toastRequested({ title: errorMessage(error, CANCEL_ERROR), tone: 'error' });
      return;
    }
    bus.getState().toastRequested({
      title: cancelledTitle(cancelled.points_used),
      description: redemptionLabel(redemption),
      tone: 'success',
    });
    onClose();
  };

  return (
    <DialogForm noValidate onSubmit={once(form.handleSubmit(submit))} aria-busy={busy}>
      <Consequence>{cancelConsequence(redemption)}</Consequence>
      <FormField
        label="Motivo"
        hint="Lo verá el cliente en Mis premios y en el correo: de 3 a 300 caracteres."
        required
        error={fieldState.error?.message}
      >
        <Textarea
          name={reason.name}
          value={reason.value}
          onChange={reason.onChange}
          onBlur={reason.onBlur}
          ref={ref}
          rows={3}
        />
      </FormField>
      <DialogActions>
        {/* 'Volver', not 'Cancelar': it must not read as the cancellation itself */}
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Volver
        </Button>
        <Button type="submit" variant="danger" loading={busy}>
          {CANCEL_SUBMIT}
        </Button>
      </DialogActions>
    </DialogForm>
  );
}

/**
 * 'Cancelar canje': says what happens (the points back to the shopper, the unit back to the
 * reward's stock, an email with the reason), asks for the reason (3 to 300 characters), then
 * `admin_cancel_redemption`; 'Canje cancelado: devolvimos N puntos', or the database's refusal
 * (the dialog stays open with the reason). A fresh form each time it opens.
 */
export function CancelRedemptionDialog({ redemption, onClose }: RedemptionDialogProps) {
  return (
    <Modal
      open={redemption !== null}
      onClose={onClose}
      title={CANCEL_TITLE}
      description={redemption ? redemptionLabel(redemption) : undefined}
    >
      {redemption ? (
        <CancelForm key={redemption.id} redemption={redemption} onClose={onClose} />
      ) : null}
    </Modal>
  );
}
