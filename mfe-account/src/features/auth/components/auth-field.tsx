import type { ChangeEvent, FormEvent, ReactNode, Ref } from 'react';
import { FormField, TextField, type TextFieldProps } from '@bonis/design-system';
import { reportInSpanish, type ValidityMessages } from '../lib/validity';
import { Prefix, Prefixed } from './auth-form.styles';

/** A TextField with a fixed text before it; takes what FormField wires into its control. */
function PrefixedTextField({ prefix, ...rest }: TextFieldProps & { prefix: string }) {
  return (
    <Prefixed>
      <Prefix aria-hidden="true">{prefix}</Prefix>
      <TextField {...rest} />
    </Prefixed>
  );
}

export interface AuthFieldProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  autoComplete: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  inputMode?: TextFieldProps['inputMode'];
  maxLength?: number;
  required?: boolean;
  /** Spanish for the browser's own validation bubble */
  validityMessages?: ValidityMessages;
  hint?: ReactNode;
  /** this field's own error, shown under it (role="alert") */
  error?: string;
  /** the id of an error shown elsewhere in the form that is about this field */
  errorId?: string;
  /** a fixed text before the input, read through the hint ('+57') */
  prefix?: string;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled input of the sign-in dialogs: FormField wires label, hint, error, aria-invalid and
 * aria-describedby; the browser's validation speaks Spanish; typing clears a custom validity.
 */
export function AuthField({
  label,
  name,
  value,
  onValueChange,
  autoComplete,
  type = 'text',
  inputMode,
  maxLength,
  required = false,
  validityMessages,
  hint,
  error,
  errorId,
  prefix,
  placeholder,
  inputRef,
}: AuthFieldProps) {
  const control: TextFieldProps = {
    ref: inputRef,
    name,
    type,
    value,
    autoComplete,
    inputMode,
    maxLength,
    placeholder,
    spellCheck: type === 'email' ? false : undefined,
    autoCapitalize: type === 'email' || type === 'password' ? 'none' : undefined,
    'aria-describedby': errorId,
    'aria-invalid': errorId ? true : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.currentTarget.setCustomValidity('');
      onValueChange(event.currentTarget.value);
    },
    onInvalid: (event: FormEvent<HTMLInputElement>) =>
      reportInSpanish(event.currentTarget, validityMessages),
  };
  return (
    <FormField label={label} hint={hint} error={error} required={required}>
      {prefix ? <PrefixedTextField prefix={prefix} {...control} /> : <TextField {...control} />}
    </FormField>
  );
}
