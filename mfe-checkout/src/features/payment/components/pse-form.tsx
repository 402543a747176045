import { useId } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FormField, Select, type SelectProps } from '@bonis/design-system';
import { firstError, FormTextField, toastFirstError, useSingleSubmit } from '@bonis/forms';
import {
  DOCUMENT_TYPES,
  PSE_BANKS,
  pseSchema,
  type PseInput,
  type PseValues,
} from '../schemas/payment';
import { documentDigits } from '../utils/card-format';
import type { PaymentMethodFormProps } from './card-form';
import * as S from './payment-page.styles';

const DOCUMENT_LABELS: Record<(typeof DOCUMENT_TYPES)[number], string> = {
  CC: 'Cédula de ciudadanía (CC)',
  CE: 'Cédula de extranjería (CE)',
  NIT: 'NIT',
};

function FormSelect({
  control,
  name,
  label,
  options,
  placeholder,
}: {
  control: Control<PseValues, unknown, PseInput>;
  name: 'bank' | 'documentType';
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const selectProps: SelectProps = {
    id,
    name: field.name,
    value: field.value,
    ref: (element: HTMLSelectElement | null) => field.ref(element),
    onChange: (event) => field.onChange(event.currentTarget.value),
    onBlur: field.onBlur,
    options,
    placeholder,
  };
  return (
    <FormField label={label} required error={fieldState.error?.message}>
      <Select {...selectProps} />
    </FormField>
  );
}

/**
 * PSE: the bank (the nine of the spec), the document type (CC by default) and number. Under it,
 * how the simulated gateway answers PSE (it approves any complete form).
 */
export function PseForm({ target, processing, payLabel, onPay }: PaymentMethodFormProps) {
  const form = useForm<PseValues, unknown, PseInput>({
    resolver: firstError(zodResolver(pseSchema)),
    defaultValues: { bank: '' as PseValues['bank'], documentType: 'CC', documentNumber: '' },
    reValidateMode: 'onSubmit',
  });
  const once = useSingleSubmit();
  const { control } = form;

  const submit = form.handleSubmit(
    (pse) => onPay({ ...target, method: 'pse', details: pse }),
    toastFirstError,
  );

  return (
    <S.Form noValidate aria-label="Pago con PSE" onSubmit={once(submit)}>
      <S.Fields disabled={processing}>
        <div data-span="full">
          <FormSelect
            control={control}
            name="bank"
            label="Banco"
            placeholder="Selecciona tu banco"
            options={PSE_BANKS.map((bank) => ({ value: bank, label: bank }))}
          />
        </div>
        <FormSelect
          control={control}
          name="documentType"
          label="Tipo de documento"
          options={DOCUMENT_TYPES.map((type) => ({ value: type, label: DOCUMENT_LABELS[type] }))}
        />
        <FormTextField
          control={control}
          name="documentNumber"
          label="Número de documento"
          required
          inputMode="numeric"
          maxLength={16}
          keep={documentDigits}
        />
      </S.Fields>
      <S.Actions>
        <Button type="submit" loading={processing}>
          {payLabel}
        </Button>
      </S.Actions>
      <S.Hint>
        Pago simulado: no se hace ningún cobro ni se abre tu banco. El pago se aprueba con cualquier
        banco de la lista y un número de documento.
      </S.Hint>
    </S.Form>
  );
}
