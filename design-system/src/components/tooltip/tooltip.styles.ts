import { css, styled } from 'styled-components';
import { vars } from '../../tokens';

export type TooltipPlacement = 'top' | 'bottom';

export const Root = styled.span`
  position: relative;
  display: inline-flex;
`;

const GAP = '8px';

/**
 * The bubble, in inverted colours: `bg` text on a `text` background (the same AA pair as
 * text on bg, reversed). `::before` bridges the gap to the trigger so the pointer can move
 * onto the tooltip without it closing (WCAG 1.4.13); `::after` is the arrow.
 */
export const Bubble = styled.span<{ $placement: TooltipPlacement; $open: boolean }>`
  position: absolute;
  left: 50%;
  z-index: ${vars.z.tooltip};
  width: max-content;
  max-width: 240px;
  padding: ${vars.space[1]} ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.text};
  color: ${vars.color.bg};
  box-shadow: ${vars.shadow.md};
  font-family: ${vars.font.family};
  font-size: ${vars.fontSize.sm};
  font-weight: 600;
  line-height: 1.4;
  text-align: center;
  white-space: normal;
  pointer-events: ${({ $open }) => ($open ? 'auto' : 'none')};
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    opacity ${vars.duration.fast} ${vars.easing.standard},
    transform ${vars.duration.fast} ${vars.easing.standard},
    visibility ${vars.duration.fast};

  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    height: ${GAP};
  }
  &::after {
    content: '';
    position: absolute;
    left: 50%;
    margin-left: -5px;
    border: 5px solid transparent;
  }

  ${({ $placement, $open }) =>
    $placement === 'top'
      ? css`
          bottom: calc(100% + ${GAP});
          transform: translate(-50%, ${$open ? '0' : '4px'});
          &::before {
            top: 100%;
          }
          &::after {
            top: 100%;
            border-top-color: ${vars.color.text};
          }
        `
      : css`
          top: calc(100% + ${GAP});
          transform: translate(-50%, ${$open ? '0' : '-4px'});
          &::before {
            bottom: 100%;
          }
          &::after {
            bottom: 100%;
            border-bottom-color: ${vars.color.text};
          }
        `}
`;
