import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { ButtonSize, ButtonVariant } from '../button';
import { Ring } from '../spinner/spinner.styles';
import { IconSlot, StyledIconButton } from './icon-button.styles';

export interface IconButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'aria-label'
> {
  /** what the button does, in Spanish ('Cerrar', 'Agregar a favoritos'): its aria-label */
  label: string;
  /** the icon (decorative; the label names the button) */
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** shows a spinner in place of the icon, sets aria-busy and disables the button */
  loading?: boolean;
}

/** A round button showing only an icon, named by its required `label`. */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  size = 'md',
  loading = false,
  type = 'button',
  disabled,
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton
      type={type}
      aria-label={label}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-variant={variant}
      data-size={size}
      data-state={loading ? 'loading' : undefined}
      $variant={variant}
      $size={size}
      {...rest}
    >
      <IconSlot data-icon="" aria-hidden="true">
        {loading ? <Ring $size="1em" /> : children}
      </IconSlot>
    </StyledIconButton>
  );
}
