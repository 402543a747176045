import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { FormField, TextField, type TextFieldProps } from '@bonis/design-system';
import { useCheckoutFormContext } from '../hooks/use-checkout-form-context';

/** The checkout's free-text fields. */
export type CheckoutTextName = 'firstName' | 'lastName' | 'email' | 'address';

export interface CheckoutTextFieldProps extends Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'required'
> {
  name: CheckoutTextName;
  label: string;
  hint?: ReactNode;
  /** the '*' mark, read as '(obligatorio)': the schema is what refuses an empty value */
  required?: boolean;
}

/**
 * A text input of the checkout form in the design system's FormField. A failed check marks it
 * invalid (`aria-invalid`) and react-hook-form focuses the first such field; the message itself
 * is the spec's toast (announced by the toast host), so the field shows no text of its own.
 */
export function CheckoutTextField({
  name,
  label,
  hint,
  required = false,
  type = 'text',
  ...input
}: CheckoutTextFieldProps) {
  const { control } = useCheckoutFormContext();
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  return (
    <FormField label={label} hint={hint} required={required}>
      <TextField
        {...input}
        type={type}
        name={field.name}
        value={field.value}
        ref={ref}
        onChange={(event) => field.onChange(event.currentTarget.value)}
        onBlur={field.onBlur}
        invalid={Boolean(fieldState.error)}
        spellCheck={type === 'email' ? false : input.spellCheck}
        autoCapitalize={type === 'email' ? 'none' : input.autoCapitalize}
      />
    </FormField>
  );
}
