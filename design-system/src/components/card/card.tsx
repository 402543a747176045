import type { ComponentPropsWithRef } from 'react';
import { StyledCard, type CardPadding, type CardVariant } from './card.styles';

export type { CardPadding, CardVariant };

/** The elements a card may be. */
export type CardElement = 'div' | 'article' | 'section' | 'aside' | 'li';

export interface CardProps extends ComponentPropsWithRef<'div'> {
  /** the element rendered: 'article' for a product, 'li' inside a list… (default 'div') */
  as?: CardElement;
  variant?: CardVariant;
  /** inner spacing: none 0, sm 12px, md 16px, lg 16px → 24px from md screens */
  padding?: CardPadding;
  /**
   * lifts on hover and outlines while something inside has focus: for cards that are one
   * big link or button (put the link inside; the card itself is not focusable)
   */
  interactive?: boolean;
}

/** A surface that groups related content: product cards, summaries, admin panels. */
export function Card({
  as = 'div',
  variant = 'outlined',
  padding = 'md',
  interactive = false,
  children,
  ...rest
}: CardProps) {
  return (
    <StyledCard
      as={as}
      data-variant={variant}
      data-interactive={interactive || undefined}
      $variant={variant}
      $padding={padding}
      $interactive={interactive}
      {...rest}
    >
      {children}
    </StyledCard>
  );
}
