import { useId, useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import { VisuallyHidden } from '../visually-hidden';
import { Counter, Root, StyledTextarea, type TextareaResize } from './textarea.styles';

export type { TextareaResize };

export interface TextareaProps extends ComponentPropsWithRef<'textarea'> {
  /** marks the value as wrong: sets aria-invalid (FormField sets it for you) */
  invalid?: boolean;
  /** with `maxLength`, shows 'N/500' under the field (default true when maxLength is set) */
  showCount?: boolean;
  resize?: TextareaResize;
}

const lengthOf = (value: unknown) =>
  typeof value === 'string' ? value.length : Array.isArray(value) ? value.join(',').length : 0;

/**
 * A multi-line text field, controlled or uncontrolled. With `maxLength` it shows a character
 * counter ('N/500') that is also the field's description. Bare: label it with FormField.
 * `className` goes to the wrapper; everything else to the `<textarea>`.
 */
export function Textarea({
  invalid,
  showCount,
  resize = 'vertical',
  maxLength,
  value,
  defaultValue,
  onChange,
  className,
  style,
  id,
  'aria-invalid': ariaInvalid,
  'aria-describedby': describedBy,
  ...rest
}: TextareaProps) {
  const counterId = useId();
  const [uncontrolledLength, setUncontrolledLength] = useState(() => lengthOf(defaultValue));
  const controlled = value !== undefined;
  const length = controlled ? lengthOf(value) : uncontrolledLength;
  const counting = maxLength !== undefined && (showCount ?? true);
  const isInvalid = invalid || ariaInvalid === true || ariaInvalid === 'true';

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (!controlled) setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };

  return (
    <Root className={className} style={style} data-state={isInvalid ? 'invalid' : undefined}>
      <StyledTextarea
        id={id}
        value={value}
        defaultValue={defaultValue}
        maxLength={maxLength}
        onChange={handleChange}
        aria-invalid={isInvalid || undefined}
        aria-describedby={
          [describedBy, counting ? counterId : undefined].filter(Boolean).join(' ') || undefined
        }
        $resize={resize}
        {...rest}
      />
      {counting && (
        <Counter id={counterId} $over={length >= maxLength} data-counter="">
          {length}/{maxLength}
          <VisuallyHidden> caracteres</VisuallyHidden>
        </Counter>
      )}
    </Root>
  );
}
