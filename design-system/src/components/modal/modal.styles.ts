import { keyframes, styled } from 'styled-components';
import { media, vars } from '../../tokens';
import { dimmedBackdropCss, modalDialogCss } from '../overlay/dialog.styles';

export type ModalSize = 'sm' | 'md' | 'lg';

const WIDTH: Record<ModalSize, string> = { sm: '400px', md: '560px', lg: '800px' };

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

/** The shared modal `<dialog>` (overlay/dialog.styles.ts), with a visible focus ring. */
export const Dialog = styled.dialog`
  ${modalDialogCss}
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: -3px;
  }
`;

/**
 * Fills the dialog behind the panel: dims the page (the theme's overlay colour), takes the
 * clicks outside the panel, and scrolls a tall panel.
 */
export const Backdrop = styled.div`
  ${dimmedBackdropCss}
  position: absolute;
  inset: 0;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${vars.space[4]};

  ${media.md} {
    align-items: center;
    padding: ${vars.space[8]};
  }
`;

export const Panel = styled.div<{ $size: ModalSize }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => WIDTH[$size]};
  margin: auto 0;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};
  animation: ${rise} ${vars.duration.normal} ${vars.easing.standard};

  ${media.reducedMotion} {
    animation: none;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding: ${vars.space[5]} ${vars.space[5]} 0 ${vars.space[6]};
`;

export const Title = styled.h2`
  flex: 1;
  padding-top: ${vars.space[1]};
  font-size: ${vars.fontSize.xl};
  color: ${vars.color.text};
`;

export const Description = styled.p`
  padding: ${vars.space[2]} ${vars.space[6]} 0;
  color: ${vars.color.textMuted};
`;

export const Body = styled.div`
  padding: ${vars.space[4]} ${vars.space[6]} ${vars.space[6]};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]} ${vars.space[6]};
  border-top: 1px solid ${vars.color.border};
`;
