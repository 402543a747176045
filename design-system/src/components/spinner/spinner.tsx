import type { ComponentPropsWithRef } from 'react';
import { VisuallyHidden } from '../visually-hidden';
import { Ring, Root, type SpinnerSize } from './spinner.styles';

export type { SpinnerSize };

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  size?: SpinnerSize;
  /** what is loading, read by screen readers (default 'Cargando…') */
  label?: string;
}

/**
 * A loading indicator announced politely as `role="status"` with a visually hidden label.
 * The ring turns in `currentColor`; under reduced motion it stands still.
 */
export function Spinner({ size = 'md', label = 'Cargando…', ...rest }: SpinnerProps) {
  return (
    <Root role="status" data-size={size} {...rest}>
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Root>
  );
}
