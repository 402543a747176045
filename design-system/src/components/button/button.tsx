import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Ring } from '../spinner/spinner.styles';
import { VisuallyHidden } from '../visually-hidden';
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
  /**
   * shows a spinner, sets aria-busy and aria-disabled, ignores clicks (a submit button doesn't
   * submit) and announces 'Cargando…'; the button keeps its focus, width and label
   */
  loading?: boolean;
  /** icon before the label (decorative: it is hidden from screen readers) */
  iconStart?: ReactNode;
  /** icon after the label (decorative) */
  iconEnd?: ReactNode;
  /** stretches to the width of its container */
  fullWidth?: boolean;
}

/**
 * The store's button. `type` defaults to 'button' so it never submits a form by accident.
 *
 * Loading works as Primer's does: the button is not `disabled`, which would drop the focus of a
 * keyboard user who has just submitted to `<body>`, but `aria-disabled`, with clicks (and so
 * form submission) ignored. A button given the `loading` prop at all (`loading={isPending}`)
 * renders a visually hidden polite live region next to it from the start, which says 'Cargando…'
 * while it loads: a region present before its text changes is announced reliably, and it sits
 * outside the button so the button's name stays its label. It has no role (`aria-live` alone),
 * so it is not one more `status` beside the form's own messages.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading,
  iconStart,
  iconEnd,
  fullWidth = false,
  type = 'button',
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const busy = loading === true;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      // a submit button's click is what submits its form (Enter in a field included)
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  const button = (
    <StyledButton
      type={type}
      disabled={disabled}
      aria-disabled={busy && !disabled ? true : undefined}
      aria-busy={busy || undefined}
      data-variant={variant}
      data-size={size}
      data-state={busy ? 'loading' : undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      $loading={busy}
      onClick={handleClick}
      {...rest}
    >
      <Content $hidden={busy}>
        {iconStart != null && <Icon aria-hidden="true">{iconStart}</Icon>}
        {children}
        {iconEnd != null && <Icon aria-hidden="true">{iconEnd}</Icon>}
      </Content>
      {busy && (
        <LoadingIndicator aria-hidden="true">
          <Ring $size="1em" />
        </LoadingIndicator>
      )}
    </StyledButton>
  );

  if (loading === undefined) return button;
  return (
    <>
      {button}
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-button-status="">
        {busy ? 'Cargando…' : ''}
      </VisuallyHidden>
    </>
  );
}
