import { styled } from 'styled-components';
import { vars } from '../../tokens';
import { visuallyHiddenCss } from '../visually-hidden';

export type PriceSize = 'sm' | 'md' | 'lg';

const currentSize: Record<PriceSize, string> = {
  sm: vars.fontSize.md,
  md: vars.fontSize.xl,
  lg: vars.fontSize['3xl'],
};

const detailSize: Record<PriceSize, string> = {
  sm: vars.fontSize.xs,
  md: vars.fontSize.sm,
  lg: vars.fontSize.md,
};

export const Root = styled.div<{ $size: PriceSize }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${vars.space[2]};
  row-gap: ${vars.space[1]};
  font-family: ${vars.font.family};
  line-height: 1.2;
  font-size: ${({ $size }) => detailSize[$size]};
`;

export const Current = styled.span<{ $size: PriceSize }>`
  font-size: ${({ $size }) => currentSize[$size]};
  font-weight: 800;
  color: ${vars.color.text};
  font-variant-numeric: tabular-nums;
`;

export const Original = styled.s`
  color: ${vars.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const Savings = styled.span`
  flex-basis: 100%;
  color: ${vars.color.success};
  font-weight: 700;
`;

export const Member = styled.span`
  flex-basis: 100%;
  display: inline-flex;
  align-items: baseline;
  gap: ${vars.space[1]};
  color: ${vars.color.member};
  font-weight: 700;
`;

export const MemberAmount = styled.span`
  font-variant-numeric: tabular-nums;
`;

/** Read by screen readers, not shown. */
export const VisuallyHidden = styled.span`
  ${visuallyHiddenCss}
`;
