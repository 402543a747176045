import type { ReactNode, Ref } from 'react';
import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { FormField, TextField, type TextFieldProps } from '@bonis/design-system';
import { SERVER_ERROR } from './server-error';
import { Prefix, Prefixed } from './form.styles';

export interface FormTextFieldProps<T extends FieldValues, O extends FieldValues> extends Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'required' | 'prefix'
> {
  control: Control<T, unknown, O>;
  /** a string field of the form's schema */
  name: FieldPathByValue<T, string>;
  label: string;
  hint?: ReactNode;
  /** the '*' mark, read as '(obligatorio)': the schema is what refuses an empty value */
  required?: boolean;
  /** what the field keeps of what is typed or pasted (digits only, at most ten…) */
  keep?: (typed: string) => string;
  /** a fixed text before the input ('+57') */
  prefix?: string;
  /** the id of the form's server error (FormAlert), linked when that error is about this field */
  alertId?: string;
  /** a ref of the form's own, e.g. the dialog's first field */
  inputRef?: Ref<HTMLInputElement>;
}

/** A TextField with a fixed text before it; takes what FormField wires into its control. */
function PrefixedTextField({ prefix, ...rest }: TextFieldProps & { prefix: string }) {
  return (
    <Prefixed>
      <Prefix aria-hidden="true">{prefix}</Prefix>
      <TextField {...rest} />
    </Prefixed>
  );
}

function setRef<V>(ref: Ref<V> | undefined, value: V | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A text input driven by react-hook-form, in the design system's FormField: label, hint, the
 * field's own error under it (role="alert"), `aria-invalid` and `aria-describedby` wired. An
 * error the server gave about this field (SERVER_ERROR) is shown once, in the form's FormAlert:
 * the input is marked invalid and points at it instead.
 */
export function FormTextField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  label,
  hint,
  required = false,
  keep,
  prefix,
  alertId,
  inputRef,
  type = 'text',
  ...input
}: FormTextFieldProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error;
  const fromServer = error?.type === SERVER_ERROR;
  const inputProps: TextFieldProps = {
    ...input,
    type,
    name: field.name,
    // the name is a string field of the schema (FieldPathByValue)
    value: field.value as string,
    disabled: field.disabled,
    ref: (element: HTMLInputElement | null) => {
      field.ref(element);
      setRef(inputRef, element);
    },
    spellCheck: type === 'email' ? false : input.spellCheck,
    autoCapitalize: type === 'email' || type === 'password' ? 'none' : input.autoCapitalize,
    onChange: (event) => {
      const typed = event.currentTarget.value;
      field.onChange(keep ? keep(typed) : typed);
    },
    onBlur: field.onBlur,
    'aria-invalid': fromServer || undefined,
    'aria-describedby': fromServer ? alertId : undefined,
  };
  return (
    <FormField
      label={label}
      hint={hint}
      required={required}
      error={fromServer ? undefined : error?.message}
    >
      {prefix ? (
        <PrefixedTextField prefix={prefix} {...inputProps} />
      ) : (
        <TextField {...inputProps} />
      )}
    </FormField>
  );
}
