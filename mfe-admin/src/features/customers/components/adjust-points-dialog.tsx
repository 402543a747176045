import { useMemo } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatNumber } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { FormTextField, showServerError } from '@bonis/forms';
import { errorMessage } from '../../../components/admin-kit';
import { useAdjustPoints } from '../api/adjust-points';
import {
  ADJUST_REASON_MAX,
  adjustPointsSchema,
  parsePointsAmount,
  type AdjustPoints,
  type AdjustPointsInput,
} from '../schemas/adjust-points';
import { pointsText } from '../lib/labels';
import { Preview } from './customers.styles';
import { ActionDialog, ReasonField } from './form-parts';

export const ADJUST_POINTS_TEXTS = {
  title: 'Ajustar puntos',
  amountHint: 'Un número entero: -200 quita 200 puntos; 500 da 500.',
  reasonHint: 'El cliente verá este motivo en su historial',
  failed: 'No se pudieron ajustar los puntos',
  done: (balance: number) => `Puntos ajustados: nuevo saldo ${formatNumber(balance)}`,
} as const;

/** 'Saldo actual: 1.200 puntos → nuevo saldo: 1.000 puntos', as the amount is typed. */
function BalancePreview({
  form,
  balance,
}: {
  form: UseFormReturn<AdjustPointsInput, unknown, AdjustPoints>;
  balance: number;
}) {
  const typed = useWatch({ control: form.control, name: 'amount' });
  const amount = parsePointsAmount(typed);
  const after = amount === undefined ? undefined : balance + amount;
  return (
    <Preview aria-live="polite" data-negative={after !== undefined && after < 0 ? '' : undefined}>
      Saldo actual: {pointsText(balance)}
      {after !== undefined && amount !== 0 ? (
        <>
          {' '}
          → nuevo saldo: {pointsText(after)}
          {after < 0 ? ' (no puede quedar en negativo)' : ''}
        </>
      ) : null}
    </Preview>
  );
}

export interface AdjustPointsDialogProps {
  userId: string;
  /** the customer's name, under the title */
  customerName: string;
  /** the balance now: the preview's start and the form's floor */
  balance: number;
  onClose: () => void;
}

/**
 * 'Ajustar puntos' (admins): a signed whole amount and the reason the shopper will read; the
 * new balance shows as it is typed, and an amount that would leave it below zero is refused
 * here as the database refuses it. Done: 'Puntos ajustados: nuevo saldo N' and the balance and
 * ledger are read again; refused: the database's reason in the dialog.
 */
export function AdjustPointsDialog({
  userId,
  customerName,
  balance,
  onClose,
}: AdjustPointsDialogProps) {
  const schema = useMemo(() => adjustPointsSchema(balance), [balance]);
  const form = useForm<AdjustPointsInput, unknown, AdjustPoints>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', reason: '' },
  });
  const adjust = useAdjustPoints(userId);

  const submit = async (values: AdjustPoints) => {
    try {
      const newBalance = await adjust.mutateAsync(values);
      bus
        .getState()
        .toastRequested({ title: ADJUST_POINTS_TEXTS.done(newBalance), tone: 'success' });
      onClose();
    } catch (error) {
      showServerError(form, errorMessage(error, ADJUST_POINTS_TEXTS.failed));
    }
  };

  return (
    <ActionDialog
      title={ADJUST_POINTS_TEXTS.title}
      description={customerName}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={ADJUST_POINTS_TEXTS.title}
      busy={adjust.isPending}
    >
      {(alertId) => (
        <>
          <FormTextField
            control={form.control}
            name="amount"
            label="Puntos"
            hint={ADJUST_POINTS_TEXTS.amountHint}
            required
            autoComplete="off"
            placeholder="-200 o 500"
            alertId={alertId}
          />
          <BalancePreview form={form} balance={balance} />
          <ReasonField
            control={form.control}
            name="reason"
            label="Motivo"
            hint={ADJUST_POINTS_TEXTS.reasonHint}
            maxLength={ADJUST_REASON_MAX}
          />
        </>
      )}
    </ActionDialog>
  );
}
