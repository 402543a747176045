import { useCallback, useId, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';
import { Hint, Input, Root, Row } from './checkbox.styles';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** the visible label */
  label: ReactNode;
  /** a line under the label, also the checkbox's description */
  hint?: ReactNode;
  /** the mixed state ('some selected'); shown as a dash, read as 'mixed' */
  indeterminate?: boolean;
  /** marks the value as wrong: sets aria-invalid */
  invalid?: boolean;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A native checkbox with its label, controlled (`checked` + `onChange`) or uncontrolled
 * (`defaultChecked`). `className` goes to the wrapper; everything else to the `<input>`.
 */
export function Checkbox({
  label,
  hint,
  indeterminate = false,
  invalid,
  id,
  className,
  style,
  ref,
  'aria-invalid': ariaInvalid,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const isInvalid = invalid || ariaInvalid === true || ariaInvalid === 'true';

  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      if (node) node.indeterminate = indeterminate;
      assignRef(ref, node);
    },
    [indeterminate, ref],
  );

  return (
    <Root
      className={className}
      style={style}
      data-state={indeterminate ? 'indeterminate' : isInvalid ? 'invalid' : undefined}
    >
      <Row htmlFor={inputId}>
        <Input
          ref={setRef}
          type="checkbox"
          id={inputId}
          aria-invalid={isInvalid || undefined}
          aria-describedby={
            [describedBy, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined
          }
          {...rest}
        />
        <span>{label}</span>
      </Row>
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Root>
  );
}
