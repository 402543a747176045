import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { useSingleSubmit } from '@bonis/forms';
import { FormTextarea, errorMessage } from '../../../components/admin-kit';
import { useDeliverRedemption } from '../api/deliver-redemption';
import type { RedemptionRow } from '../api/get-redemptions';
import { redemptionLabel, shopperOf } from '../lib/redemption-labels';
import {
  deliverRedemptionSchema,
  type DeliverRedemptionInput,
  type DeliverRedemptionValues,
} from '../schemas/redemption-forms';
import { Consequence, DialogActions, DialogForm } from './redemptions.styles';

export const DELIVER_TITLE = 'Marcar canje como entregado';
export const DELIVER_SUBMIT = 'Marcar entregado';
export const DELIVERED = 'Canje marcado como entregado';
export const DELIVER_ERROR = 'No se pudo marcar el canje como entregado';

function DeliverForm({ redemption, onClose }: { redemption: RedemptionRow; onClose: () => void }) {
  const form = useForm<DeliverRedemptionInput, unknown, DeliverRedemptionValues>({
    resolver: zodResolver(deliverRedemptionSchema),
    defaultValues: { note: '' },
  });
  const deliver = useDeliverRedemption();
  const once = useSingleSubmit();
  const busy = deliver.isPending;

  const submit = async (values: DeliverRedemptionValues) => {
    try {
      await deliver.mutateAsync({ id: redemption.id, ...values });
    } catch (error) {
      bus.getState().toastRequested({ title: errorMessage(error, DELIVER_ERROR), tone: 'error' });
      return;
    }
    bus.getState().toastRequested({
      title: DELIVERED,
      description: redemptionLabel(redemption),
      tone: 'success',
    });
    onClose();
  };

  return (
    <DialogForm noValidate onSubmit={once(form.handleSubmit(submit))} aria-busy={busy}>
      <Consequence>
        Confirma que {shopperOf(redemption)} ya recibió su premio. Le avisaremos por correo.
      </Consequence>
      <FormTextarea
        control={form.control}
        name="note"
        label="Nota para el cliente"
        hint="Opcional: la verá en Mis premios y en el correo. Hasta 500 caracteres."
        rows={3}
      />
      <DialogActions>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Volver
        </Button>
        <Button type="submit" loading={busy}>
          {DELIVER_SUBMIT}
        </Button>
      </DialogActions>
    </DialogForm>
  );
}

export interface RedemptionDialogProps {
  /** the pending redemption to handle; null: closed */
  redemption: RedemptionRow | null;
  onClose: () => void;
}

/**
 * 'Marcar entregado': an optional note for the shopper (up to 500 characters), then
 * `admin_deliver_redemption`; 'Canje marcado como entregado', or the database's refusal (the
 * dialog stays open with the note). A fresh form each time it opens.
 */
export function DeliverRedemptionDialog({ redemption, onClose }: RedemptionDialogProps) {
  return (
    <Modal
      open={redemption !== null}
      onClose={onClose}
      title={DELIVER_TITLE}
      description={redemption ? redemptionLabel(redemption) : undefined}
    >
      {redemption ? (
        <DeliverForm key={redemption.id} redemption={redemption} onClose={onClose} />
      ) : null}
    </Modal>
  );
}
