import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { VisuallyHidden } from '../visually-hidden';
import {
  ErrorText,
  Fieldset,
  Legend,
  Muted,
  Option,
  OptionText,
  Options,
  Radio,
  RequiredMark,
  type RadioGroupOrientation,
} from './radio-group.styles';

export type { RadioGroupOrientation };

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** a line under the option's label */
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<
  ComponentPropsWithRef<'fieldset'>,
  'onChange' | 'defaultValue'
> {
  /** the question, in the fieldset's legend */
  legend: ReactNode;
  options: readonly RadioOption[];
  /** shared by the radios (generated when not given) */
  name?: string;
  /** controlled value */
  value?: string;
  /** uncontrolled starting value */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** a line under the legend, describing the group */
  hint?: ReactNode;
  /** an error in Spanish; marks the radios invalid and is announced */
  error?: ReactNode;
  /** marks the group invalid without a message */
  invalid?: boolean;
  required?: boolean;
  orientation?: RadioGroupOrientation;
}

/**
 * Native radios in a fieldset with a legend: arrow keys move and select within the group and
 * Tab enters and leaves it, as the platform does. Controlled (`value` + `onValueChange`) or
 * uncontrolled (`defaultValue`).
 */
export function RadioGroup({
  legend,
  options,
  name,
  value,
  defaultValue,
  onValueChange,
  hint,
  error,
  invalid,
  required = false,
  orientation = 'vertical',
  disabled,
  ...rest
}: RadioGroupProps) {
  const baseId = useId();
  const groupName = name ?? baseId;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const isInvalid = Boolean(invalid || error);
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <Fieldset
      disabled={disabled}
      aria-describedby={describedBy || undefined}
      data-orientation={orientation}
      data-state={isInvalid ? 'invalid' : undefined}
      {...rest}
    >
      <Legend>
        {legend}
        {required && (
          <>
            <RequiredMark aria-hidden="true">*</RequiredMark>
            <VisuallyHidden> (obligatorio)</VisuallyHidden>
          </>
        )}
      </Legend>
      {hint && (
        <Muted id={hintId} style={{ display: 'block', marginBottom: 8 }}>
          {hint}
        </Muted>
      )}
      <Options $orientation={orientation}>
        {options.map((option) => {
          const optionId = `${baseId}-${option.value}`;
          const optionHintId = `${optionId}-hint`;
          return (
            <Option key={option.value}>
              <Radio
                id={optionId}
                type="radio"
                name={groupName}
                value={option.value}
                disabled={option.disabled}
                required={required}
                aria-invalid={isInvalid || undefined}
                aria-describedby={option.hint ? optionHintId : undefined}
                {...(value !== undefined
                  ? { checked: value === option.value }
                  : { defaultChecked: defaultValue === option.value })}
                onChange={(event) => {
                  if (event.target.checked) onValueChange?.(option.value);
                }}
              />
              <OptionText>
                <label htmlFor={optionId}>{option.label}</label>
                {option.hint && <Muted id={optionHintId}>{option.hint}</Muted>}
              </OptionText>
            </Option>
          );
        })}
      </Options>
      <div aria-live="polite">{error && <ErrorText id={errorId}>{error}</ErrorText>}</div>
    </Fieldset>
  );
}
