import type { Ref } from 'react';
import { formatCOP } from '../../formatters';
import { originalPrice as deriveOriginalPrice, savings as deriveSavings } from './price-math';
import {
  Current,
  Member,
  MemberAmount,
  Original,
  Root,
  Savings,
  VisuallyHidden,
  type PriceSize,
} from './price.styles';

export type { PriceSize };

export interface PriceProps {
  /** what the shopper pays, in COP */
  price: number;
  /**
   * discount in percent; above 0 the original price (`price / (1 - d/100)`) is shown struck
   * through, with the savings line
   */
  discountPercentage?: number | null;
  /**
   * an explicit original (reference) price, e.g. a membership plan's; wins over the one derived
   * from `discountPercentage`
   */
  originalPrice?: number | null;
  /** the member price, shown as 'Precio socio' when `showMember` is set */
  memberPrice?: number | null;
  showMember?: boolean;
  /** the 'Ahorras $ X' line when there is a saving; on by default */
  showSavings?: boolean;
  size?: PriceSize;
  /** label of the member price; 'Precio socio' */
  memberLabel?: string;
  /**
   * keeps the member price's line (empty, hidden) while it is not shown, so the member price
   * filling in later (after a server-rendered page learns who is signed in) moves nothing
   */
  reserveMemberLine?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A price in COP: the price paid, the original struck through when discounted (read out as
 * 'Precio anterior'), the savings, and optionally the member price.
 */
export function Price({
  price,
  discountPercentage,
  originalPrice,
  memberPrice,
  showMember = false,
  showSavings = true,
  size = 'md',
  memberLabel = 'Precio socio',
  reserveMemberLine = false,
  className,
  ref,
}: PriceProps) {
  const candidate = originalPrice ?? deriveOriginalPrice(price, discountPercentage);
  const original = candidate !== null && candidate > price ? candidate : null;
  const saved = deriveSavings(price, original);
  const member =
    showMember && memberPrice !== null && memberPrice !== undefined && Number.isFinite(memberPrice)
      ? memberPrice
      : null;

  return (
    <Root
      ref={ref}
      className={className}
      $size={size}
      data-size={size}
      data-state={original === null ? 'regular' : 'discounted'}
    >
      <Current $size={size}>{formatCOP(price)}</Current>
      {original !== null && (
        <Original>
          <VisuallyHidden>Precio anterior </VisuallyHidden>
          {formatCOP(original)}
        </Original>
      )}
      {showSavings && saved > 0 && <Savings>Ahorras {formatCOP(saved)}</Savings>}
      {member !== null && (
        <Member data-variant="member">
          <span>{memberLabel}</span>
          <MemberAmount>{formatCOP(member)}</MemberAmount>
        </Member>
      )}
      {member === null && reserveMemberLine && (
        // a line as tall as the member line, with no text a screen reader or a search finds
        <Member data-variant="member-placeholder" aria-hidden="true">
          {'\u00a0'}
        </Member>
      )}
    </Root>
  );
}
