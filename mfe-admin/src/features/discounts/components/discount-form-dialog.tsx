import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { styled } from 'styled-components';
import {
  Button,
  FormField,
  Modal,
  RadioGroup,
  Switch,
  TextField,
  media,
  vars,
  type TextFieldProps,
} from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { FormTextField, useSingleSubmit } from '@bonis/forms';
import { AuditTrail, errorMessage, isCheckViolation } from '../../../components/admin-kit';
import type { DiscountCodeRow } from '../api/get-discount-codes';
import { isDuplicateCode, useSaveDiscountCode } from '../api/save-discount-code';
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
  toDiscountWrite,
  type DiscountFormInput,
  type DiscountFormValues,
  type DiscountType,
} from '../schemas/discount-form';

export const SAVE_ERROR = 'Error al guardar código de descuento';

/** The audit trail's names for the columns of `discount_codes`. */
export const DISCOUNT_FIELD_LABELS: Readonly<Record<string, string>> = {
  code: 'Código',
  description: 'Descripción',
  type: 'Tipo',
  value: 'Valor',
  min_purchase: 'Compra mínima',
  max_uses: 'Usos máximos',
  current_uses: 'Usos',
  expires_at: 'Vence',
  is_active: 'Activo',
  first_purchase_only: 'Solo primera compra',
  owner_email: 'Correo del titular',
  owner_user_id: 'Cuenta del titular',
};

const Form = styled.form`
  display: grid;
  gap: ${vars.space[4]};
`;

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

/** Two short fields per row from 480 px. */
const Pair = styled.div`
  display: grid;
  gap: ${vars.space[4]};

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.infoSoft};
  color: ${vars.color.onInfoSoft};
  font-size: ${vars.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${vars.space[2]};

  ${media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

const History = styled.div`
  margin-top: ${vars.space[6]};
  padding-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
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

/** A check violation of the database's uses ≤ max rule (another order used it meanwhile). */
const isUsesAboveMax = (error: unknown) =>
  isCheckViolation(error, 'discount_codes_uses_within_max');

interface DiscountFormProps {
  discount: DiscountCodeRow | null;
  onDone: () => void;
  onCancel: () => void;
}

function DiscountForm({ discount, onDone, onCancel }: DiscountFormProps) {
  const editing = discount !== null;
  const currentUses = discount?.current_uses ?? 0;
  const schema = useMemo(() => discountFormSchema({ currentUses }), [currentUses]);
  const form = useForm<DiscountFormInput, unknown, DiscountFormValues>({
    resolver: zodResolver(schema),
    defaultValues: discount ? discountFormValues(discount) : EMPTY_DISCOUNT_FORM,
  });
  const save = useSaveDiscountCode();
  const once = useSingleSubmit();
  const [type, typedValue] = useWatch({ control: form.control, name: ['type', 'value'] });

  const generate = () => {
    form.setValue('code', generateDiscountCode(), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  };

  const submit = async (values: DiscountFormValues) => {
    try {
      await save.mutateAsync({ id: discount?.id, write: toDiscountWrite(values, discount) });
      bus.getState().toastRequested({
        title: editing ? 'Código actualizado' : 'Código creado',
        tone: 'success',
      });
      onDone();
    } catch (error) {
      if (isDuplicateCode(error)) {
        form.setError(
          'code',
          { type: 'duplicate', message: DUPLICATE_CODE },
          { shouldFocus: true },
        );
        return;
      }
      if (isUsesAboveMax(error)) {
        form.setError(
          'max_uses',
          // under the field ('server' errors are for a FormAlert, which this form has not)
          { type: 'database', message: USES_ABOVE_MAX },
          { shouldFocus: true },
        );
        return;
      }
      bus.getState().toastRequested({ title: errorMessage(error, SAVE_ERROR), tone: 'error' });
    }
  };

  const owner = discount?.owner_email ?? (discount?.owner_user_id ? 'una sola cuenta' : null);

  return (
    <Form noValidate onSubmit={once(form.handleSubmit(submit))} aria-busy={save.isPending}>
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
      <Pair>
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
      </Pair>
      <Pair>
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
      </Pair>
      <Controller
        control={form.control}
        name="first_purchase_only"
        render={({ field }) => (
          <Switch
            label="Solo para la primera compra"
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <Controller
        control={form.control}
        name="is_active"
        render={({ field }) => (
          <Switch
            label="Código activo"
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <Actions>
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancelar
        </Button>
        <Button type="submit" loading={save.isPending}>
          {editing ? 'Guardar cambios' : 'Crear código'}
        </Button>
      </Actions>
    </Form>
  );
}

export interface DiscountFormDialogProps {
  open: boolean;
  /** the code to edit; null to create one */
  discount: DiscountCodeRow | null;
  onClose: () => void;
}

/**
 * 'Nuevo código de descuento' / 'Editar código de descuento' (spec §5): code (uppercased as
 * typed, or 'Generar'), description, type, value, minimum purchase, maximum uses, expiry, the
 * first-purchase and active switches; when editing, the code's change history under the form.
 * A fresh form every time it opens.
 */
export function DiscountFormDialog({ open, discount, onClose }: DiscountFormDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="md"
      title={discount ? 'Editar código de descuento' : 'Nuevo código de descuento'}
    >
      <DiscountForm
        key={discount?.id ?? 'new'}
        discount={discount}
        onDone={onClose}
        onCancel={onClose}
      />
      {discount && (
        <History>
          <AuditTrail
            table="discount_codes"
            rowId={discount.id}
            fieldLabels={DISCOUNT_FIELD_LABELS}
          />
        </History>
      )}
    </Modal>
  );
}
