import { css, keyframes, styled } from 'styled-components';
import { media, vars } from '../../tokens';

export type SkeletonShape = 'text' | 'rect' | 'circle';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

export const StyledSkeleton = styled.span<{ $shape: SkeletonShape }>`
  display: block;
  background-color: ${vars.color.surfaceSunken};
  background-image: linear-gradient(
    90deg,
    transparent 0%,
    color-mix(in srgb, ${vars.color.border} 60%, transparent) 50%,
    transparent 100%
  );
  background-size: 200% 100%;
  background-repeat: no-repeat;
  animation: ${shimmer} calc(${vars.duration.slow} * 5) ${vars.easing.standard} infinite;
  ${({ $shape }) =>
    $shape === 'circle'
      ? css`
          border-radius: 50%;
        `
      : $shape === 'text'
        ? css`
            border-radius: ${vars.radius.sm};
            height: 0.9em;
            margin: 0.3em 0;
          `
        : css`
            border-radius: ${vars.radius.md};
          `}

  ${media.reducedMotion} {
    animation: none;
    background-image: none;
  }
`;

export const Lines = styled.span`
  display: flex;
  flex-direction: column;
  width: 100%;
`;
