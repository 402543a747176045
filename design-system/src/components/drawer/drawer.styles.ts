import { css, keyframes, styled } from 'styled-components';
import { media, vars } from '../../tokens';
import { backdropColor } from '../modal/modal.styles';

export type DrawerSide = 'left' | 'right';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
const fromLeft = keyframes`
  from { transform: translateX(-100%); }
  to { transform: none; }
`;
const fromRight = keyframes`
  from { transform: translateX(100%); }
  to { transform: none; }
`;

/**
 * A native `<dialog>` shown with showModal() that covers the viewport, the panel at one side;
 * `::backdrop` dims the page, which does not scroll while it is open (see Modal's Dialog).
 */
export const Dialog = styled.dialog`
  position: fixed;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  border: 0;
  padding: 0;
  overflow: hidden;
  background: transparent;
  color: ${vars.color.text};

  &::backdrop {
    background: ${backdropColor};
    animation: ${fadeIn} ${vars.duration.normal} ${vars.easing.standard};
  }
  &:focus {
    outline: none;
  }
  :root:has(&:modal) {
    overflow: hidden;
    scrollbar-gutter: stable;
  }
  ${media.reducedMotion} {
    &::backdrop {
      animation: none;
    }
  }
`;

/** Fills the dialog behind the panel and takes the clicks outside it. */
export const Backdrop = styled.div`
  position: absolute;
  inset: 0;
`;

export const Panel = styled.div<{ $side: DrawerSide }>`
  position: absolute;
  top: 0;
  bottom: 0;
  ${({ $side }) => ($side === 'left' ? 'left: 0;' : 'right: 0;')}
  display: flex;
  flex-direction: column;
  width: min(360px, 88vw);
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};
  ${({ $side }) => css`
    animation: ${$side === 'left' ? fromLeft : fromRight} ${vars.duration.slow}
      ${vars.easing.standard};
  `}

  ${media.reducedMotion} {
    animation: none;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]} ${vars.space[4]} ${vars.space[4]} ${vars.space[5]};
  border-bottom: 1px solid ${vars.color.border};
`;

export const Title = styled.h2`
  flex: 1;
  font-size: ${vars.fontSize.lg};
`;

export const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${vars.space[4]} ${vars.space[5]};
`;

export const Footer = styled.div`
  padding: ${vars.space[4]} ${vars.space[5]};
  border-top: 1px solid ${vars.color.border};
`;
