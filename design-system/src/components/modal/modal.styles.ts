import { keyframes, styled } from 'styled-components';
import { media, themes, vars } from '../../tokens';

export type ModalSize = 'sm' | 'md' | 'lg';

const WIDTH: Record<ModalSize, string> = { sm: '400px', md: '560px', lg: '800px' };

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

/**
 * The theme's overlay colour for `::backdrop`, with the light one as fallback: browsers before
 * Chrome 122, Safari 17.4 and Firefox 120 don't pass custom properties into `::backdrop`.
 */
export const backdropColor = vars.color.overlay.replace(/\)$/, `, ${themes.light.overlay})`);

/**
 * A native `<dialog>` shown with showModal() (top layer, the page behind inert) that covers the
 * viewport; `::backdrop` dims the page. While one is open the page behind does not scroll
 * (`overflow: hidden` on the root, by CSS alone; the gutter stays so the page does not jump).
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
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: -3px;
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

/** Fills the dialog behind the panel: takes the clicks outside it, and scrolls a tall panel. */
export const Backdrop = styled.div`
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
