import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Label, Root, Thumb, Track } from './switch.styles';

export interface SwitchProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'value' | 'defaultValue' | 'onChange'
> {
  /** the visible label, next to the switch */
  label: ReactNode;
  /** controlled state */
  checked?: boolean;
  /** uncontrolled starting state */
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** marks the value as wrong: sets aria-invalid */
  invalid?: boolean;
  /** label before (default) or after the switch */
  labelPosition?: 'start' | 'end';
  /** with a name, a hidden input sends `value` ('on') in forms while on */
  name?: string;
  value?: string;
}

/**
 * An on/off switch: a `<button role="switch">` with aria-checked; Space and Enter toggle it
 * and its label is clickable. Controlled (`checked` + `onCheckedChange`) or uncontrolled
 * (`defaultChecked`). `className` goes to the wrapper; everything else to the button.
 */
export function Switch({
  label,
  checked,
  defaultChecked = false,
  onCheckedChange,
  invalid,
  labelPosition = 'start',
  name,
  value = 'on',
  id,
  className,
  style,
  onClick,
  'aria-invalid': ariaInvalid,
  ...rest
}: SwitchProps) {
  const generatedId = useId();
  const buttonId = id ?? generatedId;
  const [uncontrolled, setUncontrolled] = useState(defaultChecked);
  const on = checked ?? uncontrolled;
  const isInvalid = invalid || ariaInvalid === true || ariaInvalid === 'true';

  const labelNode = <Label htmlFor={buttonId}>{label}</Label>;
  return (
    <Root className={className} style={style} data-state={on ? 'on' : 'off'}>
      {labelPosition === 'start' && labelNode}
      <Track
        type="button"
        role="switch"
        id={buttonId}
        aria-checked={on}
        aria-invalid={isInvalid || undefined}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented) return;
          if (checked === undefined) setUncontrolled(!on);
          onCheckedChange?.(!on);
        }}
        {...rest}
      >
        <Thumb aria-hidden="true" />
      </Track>
      {labelPosition === 'end' && labelNode}
      {name !== undefined && on && <input type="hidden" name={name} value={value} />}
    </Root>
  );
}
