import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Ring } from '../spinner/spinner.styles';
import {
  Content,
  Icon,
  LoadingIndicator,
  StyledButton,
  type ButtonSize,
  type ButtonVariant,
} from './button.styles';

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** shows a spinner, sets aria-busy and disables the button, keeping its width and label */
  loading?: boolean;
  /** icon before the label (decorative: it is hidden from screen readers) */
  iconStart?: ReactNode;
  /** icon after the label (decorative) */
  iconEnd?: ReactNode;
  /** stretches to the width of its container */
  fullWidth?: boolean;
}

/** The store's button. `type` defaults to 'button' so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  iconStart,
  iconEnd,
  fullWidth = false,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-variant={variant}
      data-size={size}
      data-state={loading ? 'loading' : undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      $loading={loading}
      {...rest}
    >
      <Content $hidden={loading}>
        {iconStart != null && <Icon aria-hidden="true">{iconStart}</Icon>}
        {children}
        {iconEnd != null && <Icon aria-hidden="true">{iconEnd}</Icon>}
      </Content>
      {loading && (
        <LoadingIndicator aria-hidden="true">
          <Ring $size="1em" />
        </LoadingIndicator>
      )}
    </StyledButton>
  );
}
