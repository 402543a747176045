import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@bonis/design-system';
import { firstError, FormTextField, toastFirstError, useSingleSubmit } from '@bonis/forms';
import type { PaymentInput, PayTarget } from '../api/confirm-payment';
import { cardSchema, type CardInput, type CardValues } from '../schemas/payment';
import { CARD_NUMBER_MAX, cvvDigits, formatExpiry, groupCardNumber } from '../utils/card-format';
import * as S from './payment-page.styles';

export interface PaymentMethodFormProps {
  /** what is being paid */
  target: PayTarget;
  processing: boolean;
  payLabel: string;
  onPay: (input: PaymentInput) => Promise<void>;
}

/**
 * The card: holder, number (grouped in fours, at most 19 characters), expiry MM/AA (digits
 * only) and a 3-digit CVV. A missing or malformed field: the spec's one message, as a toast and
 * on the field, and nothing is sent; so is an expiry whose month does not exist ('Fecha
 * inválida') or has passed ('Tarjeta vencida'). Under it, the simulated gateway's test cards.
 */
export function CardForm({ target, processing, payLabel, onPay }: PaymentMethodFormProps) {
  const form = useForm<CardValues, unknown, CardInput>({
    resolver: firstError(zodResolver(cardSchema)),
    defaultValues: { holder: '', number: '', expiry: '', cvv: '' },
    reValidateMode: 'onSubmit',
  });
  const once = useSingleSubmit();
  const { control } = form;

  const submit = form.handleSubmit(
    (card) => onPay({ ...target, method: 'credit_card', details: card }),
    toastFirstError,
  );

  return (
    <S.Form noValidate aria-label="Pago con tarjeta" onSubmit={once(submit)}>
      <S.Fields disabled={processing}>
        <div data-span="full">
          <FormTextField
            control={control}
            name="holder"
            label="Nombre del titular"
            required
            autoComplete="cc-name"
            maxLength={80}
          />
        </div>
        <div data-span="full">
          <FormTextField
            control={control}
            name="number"
            label="Número de tarjeta"
            required
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={CARD_NUMBER_MAX}
            placeholder="0000 0000 0000 0000"
            keep={groupCardNumber}
          />
        </div>
        <FormTextField
          control={control}
          name="expiry"
          label="Vencimiento (MM/AA)"
          required
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={5}
          placeholder="MM/AA"
          keep={formatExpiry}
        />
        <FormTextField
          control={control}
          name="cvv"
          label="CVV"
          required
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={3}
          keep={cvvDigits}
        />
      </S.Fields>
      <S.Actions>
        <Button type="submit" loading={processing}>
          {payLabel}
        </Button>
      </S.Actions>
      <S.Hint>
        Pago simulado: no se hace ningún cobro. Tarjeta aprobada: 4242 4242 4242 4242; tarjeta
        rechazada: 4000 0000 0000 0002 (cualquier titular, fecha futura y CVV).
      </S.Hint>
    </S.Form>
  );
}
