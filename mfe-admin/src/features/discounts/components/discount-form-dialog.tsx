import { Controller, useWatch } from 'react-hook-form';
import { styled } from 'styled-components';
import {
  Button,
  FormField,
  RadioGroup,
  TextField,
  vars,
  type TextFieldProps,
} from '@bonis/design-system';
import { FormTextField } from '@bonis/forms';
import {
  FieldPair,
  FormSwitch,
  isCheckViolation,
  isUniqueViolation,
  type ResourceFieldsProps,
  type ResourceForm,
} from '../../../components/admin-kit';
import type { DiscountCodeRow } from '../api/get-discount-codes';
import { saveDiscountCode } from '../api/save-discount-code';
import { generateDiscountCode } from '../lib/generate-code';
import { formatMoney, formatPercent, isMultipleOf, parseDecimal } from '../lib/numbers';
import {
  CODE_MAX,
  DESCRIPTION_MAX,
  DISCOUNT_TYPE_LABELS,
  DUPLICATE_CODE,
  EMPTY_DISCOUNT_FORM,
  PERCENTAGE_MAX,
  USES_ABOVE_MAX,
  discountFormSchema,
  discountFormValues,
  maxUsesBelowUses,
  type DiscountFormInput,
  type DiscountFormValues,
  type DiscountType,
} from '../schemas/discount-form';

export const SAVE_ERROR = 'Error al guardar código de descuento';

/** The code's input with 'Generar' beside it (under it on a narrow phone). */
const CodeInputRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};

  & > input {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

interface CodeInputProps extends TextFieldProps {
  onGenerate: () => void;
}

/** The code's TextField (wired by FormField: id, aria-describedby, aria-invalid) and 'Generar'. */
function CodeInput({ onGenerate, ...input }: CodeInputProps) {
  return (
    <CodeInputRow>
      <TextField {...input} />
      <Button variant="secondary" onClick={onGenerate}>
        Generar
      </Button>
    </CodeInputRow>
  );
}

const Note = styled.p`
  margin: 0;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.infoSoft};
  color: ${vars.color.onInfoSoft};
  font-size: ${vars.fontSize.sm};
`;

const TYPE_OPTIONS = [
  { value: 'percentage', label: `${DISCOUNT_TYPE_LABELS.percentage} (%)` },
  { value: 'fixed', label: `${DISCOUNT_TYPE_LABELS.fixed} (COP)` },
];

/** What the value field's hint says: the rule, then what the typed value means once read. */
function valueHint(type: DiscountType, typed: string): string {
  const rule =
    type === 'percentage'
      ? `Un número entero de 0 a ${PERCENTAGE_MAX}.`
      : 'En pesos, con hasta dos decimales.';
  const value = parseDecimal(typed);
  if (value === undefined || !Number.isFinite(value)) return rule;
  if (type === 'percentage') {
    return Number.isInteger(value) && value <= PERCENTAGE_MAX
      ? `${rule} Descuenta el ${formatPercent(value)} de la compra.`
      : rule;
  }
  return isMultipleOf(value, 0.01) ? `${rule} Descuenta ${formatMoney(value)} de la compra.` : rule;
}

type Fields = ResourceFieldsProps<DiscountCodeRow, DiscountFormInput, DiscountFormValues>;

function DiscountFields({ form, row: discount }: Fields) {
  const editing = discount !== null;
  const currentUses = discount?.current_uses ?? 0;
  const [type, typedValue] = useWatch({ control: form.control, name: ['type', 'value'] });

  const generate = () => {
    form.setValue('code', generateDiscountCode(), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  };

  const owner = discount?.owner_email ?? (discount?.owner_user_id ? 'una sola cuenta' : null);

  return (
    <>
      {owner ? (
        <Note>
          Código personal: solo lo puede usar {owner}.
          {discount?.first_purchase_only ? ' Es para su primera compra.' : ''}
        </Note>
      ) : null}
      <Controller
        control={form.control}
        name="code"
        render={({ field, fieldState }) => (
          <FormField
            label="Código"
            required
            hint="Letras A–Z, números, - y _ (de 3 a 40), o 'Generar' para uno de 8 caracteres."
            error={fieldState.error?.message}
          >
            <CodeInput
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.currentTarget.value.toUpperCase())}
              onBlur={field.onBlur}
              ref={field.ref}
              maxLength={CODE_MAX}
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="characters"
              onGenerate={generate}
            />
          </FormField>
        )}
      />
      <FormTextField
        control={form.control}
        name="description"
        label="Descripción (opcional)"
        maxLength={DESCRIPTION_MAX}
        autoComplete="off"
        hint="Para el equipo: qué es y para quién (no la ven los clientes)."
      />
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <RadioGroup
            legend="Tipo de descuento"
            name={field.name}
            required
            orientation="horizontal"
            options={TYPE_OPTIONS}
            value={field.value}
            onValueChange={(next) => {
              field.onChange(next);
              if (form.formState.isSubmitted) void form.trigger('value');
            }}
          />
        )}
      />
      <FieldPair>
        <FormTextField
          control={form.control}
          name="value"
          label={type === 'percentage' ? 'Valor (%)' : 'Valor (COP)'}
          required
          inputMode={type === 'percentage' ? 'numeric' : 'decimal'}
          autoComplete="off"
          hint={valueHint(type, typedValue)}
        />
        <FormTextField
          control={form.control}
          name="min_purchase"
          label="Compra mínima (COP)"
          required
          inputMode="numeric"
          autoComplete="off"
          hint="En pesos enteros; 0 si no hay mínimo."
        />
      </FieldPair>
      <FieldPair>
        <FormTextField
          control={form.control}
          name="max_uses"
          label="Usos máximos"
          inputMode="numeric"
          autoComplete="off"
          hint={
            editing && currentUses > 0
              ? `Vacío: ilimitados. ${maxUsesBelowUses(currentUses)}.`
              : 'Vacío: ilimitados.'
          }
        />
        <FormTextField
          control={form.control}
          name="expires_at"
          type="date"
          label="Vence el"
          hint="Vacío: sin vencimiento. Vale hasta el final de ese día (hora de Colombia)."
        />
      </FieldPair>
      <FormSwitch
        control={form.control}
        name="first_purchase_only"
        label="Solo para la primera compra"
      />
      <FormSwitch control={form.control} name="is_active" label="Código activo" />
    </>
  );
}

/**
 * 'Nuevo código de descuento' / 'Editar código de descuento' (spec §5): code (uppercased as
 * typed, or 'Generar'), description, type, value, minimum purchase, maximum uses (not below
 * the code's uses so far), expiry, the first-purchase and active switches; when editing, the
 * code's change history under the form.
 */
export const discountForm: ResourceForm<DiscountCodeRow, DiscountFormInput, DiscountFormValues> = {
  schema: discountFormSchema(),
  schemaFor: (discount) => discountFormSchema({ currentUses: discount?.current_uses ?? 0 }),
  defaults: (discount) => (discount ? discountFormValues(discount) : EMPTY_DISCOUNT_FORM),
  Fields: DiscountFields,
  save: saveDiscountCode,
  title: { create: 'Nuevo código de descuento', edit: 'Editar código de descuento' },
  submit: { create: 'Crear código', edit: 'Guardar cambios' },
  created: 'Código creado',
  updated: 'Código actualizado',
  saveError: SAVE_ERROR,
  fieldError: (error) => {
    if (isUniqueViolation(error)) return { field: 'code', message: DUPLICATE_CODE };
    // the database's uses ≤ max rule: another order used the code meanwhile
    if (isCheckViolation(error, 'discount_codes_uses_within_max')) {
      return { field: 'max_uses', message: USES_ABOVE_MAX };
    }
    return null;
  },
  history: true,
};
