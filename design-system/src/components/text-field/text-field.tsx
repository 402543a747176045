import type { ComponentPropsWithRef } from 'react';
import { StyledInput, type FieldSize } from './text-field.styles';

export type { FieldSize };

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** marks the value as wrong: sets aria-invalid (FormField sets it for you) */
  invalid?: boolean;
  /** control height: sm 32px, md 40px, lg 48px */
  size?: FieldSize;
  /** the native `size` attribute (width in characters), renamed to free `size` */
  htmlSize?: number;
}

/**
 * A text input (text, email, tel, password, search, number…). Bare: label it with FormField,
 * which wires id, aria-describedby and aria-invalid. Controlled (`value` + `onChange`) or
 * uncontrolled (`defaultValue`), like a native input.
 */
export function TextField({
  invalid,
  size = 'md',
  htmlSize,
  type = 'text',
  'aria-invalid': ariaInvalid,
  ...rest
}: TextFieldProps) {
  return (
    <StyledInput
      type={type}
      size={htmlSize}
      aria-invalid={invalid || ariaInvalid || undefined}
      data-size={size}
      data-state={invalid || ariaInvalid === true || ariaInvalid === 'true' ? 'invalid' : undefined}
      $size={size}
      {...rest}
    />
  );
}
