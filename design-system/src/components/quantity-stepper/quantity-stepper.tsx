import { useState, type ChangeEvent, type KeyboardEvent, type Ref } from 'react';
import { Input, Root, StepButton, type QuantityStepperSize } from './quantity-stepper.styles';

export type { QuantityStepperSize };

export interface QuantityStepperProps {
  /** the quantity (controlled); leave out and use `defaultValue` for an uncontrolled stepper */
  value?: number;
  defaultValue?: number;
  /** called with every new quantity, already within `min`..`max` */
  onChange?: (value: number) => void;
  /** 1 by default: cart quantities never go below 1 */
  min?: number;
  /** e.g. 10 on the product page; unbounded when left out */
  max?: number;
  disabled?: boolean;
  size?: QuantityStepperSize;
  /** accessible name of the input; 'Cantidad' */
  label?: string;
  decreaseLabel?: string;
  increaseLabel?: string;
  id?: string;
  name?: string;
  className?: string;
  /** the ref reaches the input, so forms can focus it */
  ref?: Ref<HTMLInputElement>;
}

function MinusIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 8h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 8h10M8 3v10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * What a typed quantity becomes (storefront spec §5): not a number → `min`; below `min` →
 * ignored (the current value stays); above `max` → `max`.
 */
export function resolveQuantity(typed: string, current: number, min: number, max?: number): number {
  const trimmed = typed.trim();
  if (!/^-?\d+$/.test(trimmed)) return min;
  const parsed = Number(trimmed);
  if (parsed < min) return current;
  if (max !== undefined && parsed > max) return max;
  return parsed;
}

/**
 * − / quantity / + with the spinbutton pattern: the buttons and ArrowUp/ArrowDown step by one
 * (Home/End jump to the limits), typing commits on Enter or blur.
 */
export function QuantityStepper({
  value,
  defaultValue,
  onChange,
  min = 1,
  max,
  disabled = false,
  size = 'md',
  label = 'Cantidad',
  decreaseLabel = 'Disminuir cantidad',
  increaseLabel = 'Aumentar cantidad',
  id,
  name,
  className,
  ref,
}: QuantityStepperProps) {
  const [internal, setInternal] = useState(defaultValue ?? min);
  /** what is being typed; `null` when the input shows the value */
  const [draft, setDraft] = useState<string | null>(null);
  const current = value ?? internal;
  const atMin = current <= min;
  const atMax = max !== undefined && current >= max;

  const commit = (next: number) => {
    setDraft(null);
    if (next === current) return;
    if (value === undefined) setInternal(next);
    onChange?.(next);
  };

  const step = (delta: number) => {
    if (disabled) return;
    // A value above `max` (a cart line holding more than the stock left) steps down to `max`.
    const next = max !== undefined && current > max && delta < 0 ? max : current + delta;
    if (next < min || (max !== undefined && next > max)) return;
    commit(next);
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    setDraft(event.target.value.replace(/[^\d]/g, ''));
  };

  const commitDraft = () => {
    if (draft === null) return;
    commit(resolveQuantity(draft, current, min, max));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowUp':
        event.preventDefault();
        step(1);
        break;
      case 'ArrowDown':
        event.preventDefault();
        step(-1);
        break;
      case 'Home':
        event.preventDefault();
        commit(min);
        break;
      case 'End':
        if (max === undefined) break;
        event.preventDefault();
        commit(max);
        break;
      case 'Enter':
        commitDraft();
        break;
      case 'Escape':
        setDraft(null);
        break;
    }
  };

  return (
    <Root
      className={className}
      $size={size}
      data-state={disabled ? 'disabled' : 'enabled'}
      role="group"
      aria-label={label}
    >
      <StepButton
        type="button"
        $size={size}
        aria-label={decreaseLabel}
        aria-disabled={atMin || undefined}
        disabled={disabled}
        onClick={() => step(-1)}
      >
        <MinusIcon />
      </StepButton>
      <Input
        ref={ref}
        $size={size}
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        role="spinbutton"
        aria-label={label}
        aria-valuenow={current}
        aria-invalid={max !== undefined && current > max ? true : undefined}
        aria-valuemin={min}
        aria-valuemax={max}
        disabled={disabled}
        value={draft ?? String(current)}
        onChange={onInputChange}
        onBlur={commitDraft}
        onKeyDown={onKeyDown}
      />
      <StepButton
        type="button"
        $size={size}
        aria-label={increaseLabel}
        aria-disabled={atMax || undefined}
        disabled={disabled}
        onClick={() => step(1)}
      >
        <PlusIcon />
      </StepButton>
    </Root>
  );
}
