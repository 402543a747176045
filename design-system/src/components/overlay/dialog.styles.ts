import { css, keyframes } from 'styled-components';
import { media, vars } from '../../tokens';

const dim = keyframes`
  from { background-color: transparent; }
`;

/**
 * The dimmed layer behind a modal's panel (Modal's and Drawer's backdrop element, which also
 * takes the clicks outside the panel): the theme's semi-transparent overlay colour, fading in.
 * It is an element inside the dialog rather than the dialog's `::backdrop`, so it takes the
 * theme's colour in every browser (before Chrome 122, Safari 17.4 and Firefox 120 custom
 * properties don't reach `::backdrop`: a dark page got the light theme's overlay) and tests can
 * see it.
 */
export const dimmedBackdropCss = css`
  background: ${vars.color.overlay};
  animation: ${dim} ${vars.duration.normal} ${vars.easing.standard};

  ${media.reducedMotion} {
    animation: none;
  }
`;

/**
 * A native `<dialog>` shown with showModal() (top layer, the page behind inert) that covers the
 * viewport, for Modal and Drawer to place their backdrop element (dimmedBackdropCss) and panel
 * in; the browser's own `::backdrop` stays clear, so the page is dimmed once. While one is open
 * the page behind does not scroll (`overflow: hidden` on the root, by CSS alone; the gutter
 * stays so the page does not jump).
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
    background: transparent;
  }
  &:focus {
    outline: none;
  }
  :root:has(&:modal) {
    overflow: hidden;
    scrollbar-gutter: stable;
  }
`;
