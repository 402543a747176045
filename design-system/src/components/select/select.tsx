import type { ComponentPropsWithRef } from 'react';
import type { FieldSize } from '../text-field';
import { Chevron, Root, StyledSelect } from './select.styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'size'> {
  /** the options; or pass `<option>` children */
  options?: readonly SelectOption[];
  /** a first option with an empty value, e.g. 'Selecciona una ciudad' */
  placeholder?: string;
  /** marks the value as wrong: sets aria-invalid (FormField sets it for you) */
  invalid?: boolean;
  size?: FieldSize;
}

/**
 * A native `<select>`, styled: the platform's keyboard and screen-reader support come free.
 * Controlled or uncontrolled. `className` goes to the wrapper; everything else to the select.
 */
export function Select({
  options,
  placeholder,
  invalid,
  size = 'md',
  className,
  style,
  children,
  'aria-invalid': ariaInvalid,
  ...rest
}: SelectProps) {
  const isInvalid = invalid || ariaInvalid === true || ariaInvalid === 'true';
  // an uncontrolled select with a placeholder starts on it rather than on the first option
  const startOnPlaceholder =
    placeholder !== undefined && rest.value === undefined && rest.defaultValue === undefined;
  return (
    <Root className={className} style={style} data-size={size}>
      <StyledSelect
        aria-invalid={isInvalid || undefined}
        data-state={isInvalid ? 'invalid' : undefined}
        defaultValue={startOnPlaceholder && !rest.multiple ? '' : undefined}
        $size={size}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </StyledSelect>
      <Chevron aria-hidden="true" />
    </Root>
  );
}
