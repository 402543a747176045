import { css, keyframes } from 'styled-components';
import { media, themes, vars } from '../../tokens';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/**
 * The theme's overlay colour for `::backdrop`, with the light one as fallback: browsers before
 * Chrome 122, Safari 17.4 and Firefox 120 don't pass custom properties into `::backdrop`.
 */
const backdropColor = vars.color.overlay.replace(/\)$/, `, ${themes.light.overlay})`);

/**
 * A native `<dialog>` shown with showModal() (top layer, the page behind inert) that covers the
 * viewport, for Modal and Drawer to place their panel in; `::backdrop` dims the page. While one
 * is open the page behind does not scroll (`overflow: hidden` on the root, by CSS alone; the
 * gutter stays so the page does not jump).
 */
export const modalDialogCss = css`
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
