import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Hidden } from './visually-hidden.styles';

export interface VisuallyHiddenProps extends ComponentPropsWithRef<'span'> {
  children: ReactNode;
}

/**
 * Text for screen readers only: 'Cargando…', '(obligatorio)', '(abre en una pestaña nueva)'.
 * Renders a `<span>`; use it inside headings, labels and buttons alike.
 */
export function VisuallyHidden({ children, ...rest }: VisuallyHiddenProps) {
  return (
    <Hidden data-visually-hidden="" {...rest}>
      {children}
    </Hidden>
  );
}
