import { css, keyframes, styled } from 'styled-components';
import { media, vars } from '../../tokens';

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

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.z.drawer};
  background: ${vars.color.overlay};
  animation: ${fadeIn} ${vars.duration.normal} ${vars.easing.standard};

  ${media.reducedMotion} {
    animation: none;
  }
`;

export const Panel = styled.div<{ $side: DrawerSide }>`
  position: fixed;
  z-index: ${vars.z.drawer};
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

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: -3px;
  }
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
  padding: ${vars.space[4]} ${vars.space[5]};
`;

export const Footer = styled.div`
  padding: ${vars.space[4]} ${vars.space[5]};
  border-top: 1px solid ${vars.color.border};
`;
