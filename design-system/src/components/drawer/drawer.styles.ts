import { css, keyframes, styled } from 'styled-components';
import { media, vars } from '../../tokens';
import { dimmedBackdropCss, modalDialogCss } from '../overlay/dialog.styles';

export type DrawerSide = 'left' | 'right';

const fromLeft = keyframes`
  from { transform: translateX(-100%); }
  to { transform: none; }
`;
const fromRight = keyframes`
  from { transform: translateX(100%); }
  to { transform: none; }
`;

/** The shared modal `<dialog>` (overlay/dialog.styles.ts); the panel sits at one side. */
export const Dialog = styled.dialog`
  ${modalDialogCss}
`;

/** Fills the dialog behind the panel: dims the page and takes the clicks outside the panel. */
export const Backdrop = styled.div`
  ${dimmedBackdropCss}
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
