import { css, styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

/**
 * The wheel and its pointer: a square that scales with its column, up to 420 px. On wider
 * screens it also fits the window's height, so 'Girar' under it is on screen (above the
 * floating points pill) without scrolling on a 1280 × 900 window; never below 260 px.
 */
export const Figure = styled.div`
  position: relative;
  width: min(100%, 420px);

  ${media.md} {
    width: min(100%, clamp(260px, calc(100vh - 560px), 420px));
  }

  aspect-ratio: 1;
  margin: 0 auto;
  padding-top: ${vars.space[3]};
`;

/** The fixed pointer at the top, over the wheel's rim. */
export const Pointer = styled.svg`
  position: absolute;
  top: 0;
  left: 50%;
  z-index: 1;
  width: 34px;
  height: 40px;
  transform: translateX(-50%);
  filter: drop-shadow(0 2px 2px rgba(0, 0, 0, 0.25));
`;

/** What turns: the wheel, rotated by the spin. The transition is the 4-second spin. */
export const Rotor = styled.div<{ $animate: boolean; $duration: number }>`
  width: 100%;
  height: 100%;
  border-radius: 50%;
  box-shadow: ${vars.shadow.lg};
  will-change: transform;
  ${({ $animate, $duration }) =>
    $animate &&
    css`
      transition: transform ${$duration}ms cubic-bezier(0.12, 0.78, 0.16, 1);
    `}

  ${media.reducedMotion} {
    transition: none;
  }

  & > svg {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

export const SegmentText = styled.text`
  font-family: ${vars.font.family};
  font-weight: 800;
  dominant-baseline: central;
  text-anchor: middle;
  pointer-events: none;
  user-select: none;
`;
