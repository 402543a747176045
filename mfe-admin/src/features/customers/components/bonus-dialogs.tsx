import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { FormTextField, showServerError } from '@bonis/forms';
import { errorMessage } from '../../../components/admin-kit';
import { useBonusAction } from '../api/bonus-actions';
import type { CustomerBonus } from '../api/get-customer-bonuses';
import {
  BONUS_REASON_MAX,
  extendBonusSchema,
  extendBounds,
  voidBonusSchema,
  type ExtendBonus,
  type ExtendBonusInput,
  type VoidBonus,
  type VoidBonusInput,
} from '../schemas/bonus-actions';
import { Muted } from './customers.styles';
import { ActionDialog, ReasonField } from './form-parts';

export const BONUS_DIALOG_TEXTS = {
  voidTitle: 'Anular bono',
  voidWarning: 'El cliente ya no podrá usar este bono. No se puede deshacer.',
  voided: 'Bono anulado',
  voidFailed: 'No se pudo anular el bono',
  extendTitle: 'Extender bono',
  extendSubmit: 'Extender',
  extendHint: 'El bono vence al terminar ese día (hora de Colombia).',
  extended: (expiresAt: string) => `Bono extendido hasta el ${formatDate(expiresAt)}`,
  extendFailed: 'No se pudo extender el bono',
  reasonHint: 'Queda registrado con el bono',
} as const;

export interface BonusDialogProps {
  userId: string;
  bonus: CustomerBonus;
  onClose: () => void;
}

/** 'Anular bono' (admins, an active bonus): a required reason; the bonus can't be used after. */
export function VoidBonusDialog({ userId, bonus, onClose }: BonusDialogProps) {
  const form = useForm<VoidBonusInput, unknown, VoidBonus>({
    resolver: zodResolver(voidBonusSchema),
    defaultValues: { reason: '' },
  });
  const action = useBonusAction(userId);

  const submit = async (values: VoidBonus) => {
    try {
      await action.mutateAsync({ kind: 'void', bonusId: bonus.id, values });
      bus.getState().toastRequested({ title: BONUS_DIALOG_TEXTS.voided, tone: 'success' });
      onClose();
    } catch (error) {
      showServerError(form, errorMessage(error, BONUS_DIALOG_TEXTS.voidFailed));
    }
  };

  return (
    <ActionDialog
      title={BONUS_DIALOG_TEXTS.voidTitle}
      description={bonus.bonus_name}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={BONUS_DIALOG_TEXTS.voidTitle}
      submitVariant="danger"
      busy={action.isPending}
    >
      {() => (
        <>
          <Muted>{BONUS_DIALOG_TEXTS.voidWarning}</Muted>
          <ReasonField
            control={form.control}
            name="reason"
            label="Motivo"
            hint={BONUS_DIALOG_TEXTS.reasonHint}
            maxLength={BONUS_REASON_MAX}
          />
        </>
      )}
    </ActionDialog>
  );
}

/**
 * 'Extender' (admins, an active bonus or an expired one never used): a new expiry day, later
 * than the current one and within a year, and a required reason; an expired bonus is active
 * again.
 */
export function ExtendBonusDialog({ userId, bonus, onClose }: BonusDialogProps) {
  // the bounds and rules are those of the moment the dialog opened
  const [{ schema, bounds, expired }] = useState(() => {
    const now = new Date();
    return {
      schema: extendBonusSchema(bonus.expires_at, now),
      bounds: extendBounds(bonus.expires_at, now),
      expired: new Date(bonus.expires_at).getTime() <= now.getTime(),
    };
  });
  const form = useForm<ExtendBonusInput, unknown, ExtendBonus>({
    resolver: zodResolver(schema),
    defaultValues: { day: '', reason: '' },
  });
  const action = useBonusAction(userId);

  const submit = async (values: ExtendBonus) => {
    try {
      await action.mutateAsync({ kind: 'extend', bonusId: bonus.id, values });
      bus.getState().toastRequested({
        title: BONUS_DIALOG_TEXTS.extended(values.expiresAt),
        tone: 'success',
      });
      onClose();
    } catch (error) {
      showServerError(form, errorMessage(error, BONUS_DIALOG_TEXTS.extendFailed));
    }
  };

  return (
    <ActionDialog
      title={BONUS_DIALOG_TEXTS.extendTitle}
      description={`${bonus.bonus_name} · ${expired ? 'venció' : 'vence'} el ${formatDate(bonus.expires_at, 'datetime')}`}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={BONUS_DIALOG_TEXTS.extendSubmit}
      busy={action.isPending}
    >
      {(alertId) => (
        <>
          <FormTextField
            control={form.control}
            name="day"
            type="date"
            label="Nueva fecha de vencimiento"
            hint={BONUS_DIALOG_TEXTS.extendHint}
            required
            min={bounds.min}
            max={bounds.max}
            alertId={alertId}
          />
          <ReasonField
            control={form.control}
            name="reason"
            label="Motivo"
            hint={BONUS_DIALOG_TEXTS.reasonHint}
            maxLength={BONUS_REASON_MAX}
          />
        </>
      )}
    </ActionDialog>
  );
}
