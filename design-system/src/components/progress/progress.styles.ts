import { css, keyframes, styled } from 'styled-components';
import { media, vars } from '../../tokens';

export type ProgressVariant = 'brand' | 'success' | 'member';
export type ProgressSize = 'sm' | 'md';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const fill: Record<ProgressVariant, string> = {
  brand: vars.color.brandBg,
  success: vars.color.success,
  member: vars.color.member,
};

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  width: 100%;
  font-family: ${vars.font.family};
`;

export const Header = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space[2]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text};
`;

export const ValueText = styled.span`
  color: ${vars.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const Track = styled.div<{ $size: ProgressSize }>`
  position: relative;
  overflow: hidden;
  height: ${({ $size }) => ($size === 'sm' ? '6px' : '10px')};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceSunken};
  box-shadow: inset 0 0 0 1px ${vars.color.border};
`;

export const Bar = styled.div<{ $variant: ProgressVariant; $indeterminate: boolean }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ $variant }) => fill[$variant]};
  transition: width ${vars.duration.slow} ${vars.easing.standard};
  ${({ $indeterminate }) =>
    $indeterminate &&
    css`
      width: 40%;
      animation: ${slide} calc(${vars.duration.slow} * 4) ${vars.easing.standard} infinite;
      ${media.reducedMotion} {
        animation: none;
        width: 100%;
        opacity: 0.5;
      }
    `}
`;
