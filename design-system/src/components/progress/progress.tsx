import { useId, type ComponentPropsWithRef } from 'react';
import { VisuallyHidden } from '../visually-hidden';
import {
  Bar,
  Header,
  Root,
  Track,
  ValueText,
  type ProgressSize,
  type ProgressVariant,
} from './progress.styles';

export type { ProgressSize, ProgressVariant };

export interface ProgressProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** what is progressing, in Spanish ('Puntos para el próximo nivel'); names the progressbar */
  label: string;
  /** current value; leave it out for an indeterminate bar */
  value?: number;
  max?: number;
  /** show the label only to screen readers */
  hideLabel?: boolean;
  /** show the percentage (or `valueText`) next to the label */
  showValue?: boolean;
  /** human reading of the value, e.g. '750 de 1.000 puntos' (aria-valuetext) */
  valueText?: string;
  variant?: ProgressVariant;
  size?: ProgressSize;
}

/**
 * A progress bar (`role="progressbar"`). Determinate with `value`/`max` (aria-valuenow,
 * -valuemin, -valuemax); indeterminate without `value`.
 */
export function Progress({
  label,
  value,
  max = 100,
  hideLabel = false,
  showValue = false,
  valueText,
  variant = 'brand',
  size = 'md',
  ...rest
}: ProgressProps) {
  const labelId = useId();
  const indeterminate = value === undefined;
  const safeMax = max > 0 ? max : 100;
  const clamped = indeterminate ? 0 : Math.min(Math.max(value, 0), safeMax);
  const percent = Math.round((clamped / safeMax) * 100);
  const shown = valueText ?? `${percent}%`;

  return (
    <Root
      data-variant={variant}
      data-size={size}
      data-state={indeterminate ? 'indeterminate' : 'determinate'}
      {...rest}
    >
      {hideLabel ? (
        <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
      ) : (
        <Header>
          <span id={labelId}>{label}</span>
          {showValue && !indeterminate && <ValueText aria-hidden="true">{shown}</ValueText>}
        </Header>
      )}
      <Track
        $size={size}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={indeterminate ? undefined : 0}
        aria-valuemax={indeterminate ? undefined : safeMax}
        aria-valuenow={indeterminate ? undefined : clamped}
        aria-valuetext={indeterminate ? undefined : valueText}
        aria-busy={indeterminate || undefined}
      >
        <Bar
          $variant={variant}
          $indeterminate={indeterminate}
          style={indeterminate ? undefined : { width: `${percent}%` }}
        />
      </Track>
    </Root>
  );
}
