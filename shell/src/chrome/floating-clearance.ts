import { createGlobalStyle } from 'styled-components';
import { media } from '@bonis/design-system';

/** The WhatsApp button and the membership pill: 48 px touch targets, docked or floating. */
export const FAB = 48;
/** The phone dock: the buttons plus 8 px above and below. */
export const DOCK_PHONE = FAB + 2 * 8;
/** Wider screens: from the screen's right edge to the controls, and from the controls to the page. */
export const EDGE = 8;
/** Wider screens: from the screen's bottom edge to the controls. */
export const BOTTOM = 16;
/** Wider screens: the membership pill's height (the crown over two short lines). */
export const PILL = 64;
/** Wider screens: between the membership pill and the WhatsApp button under it. */
export const STACK_GAP = 8;
/** Wider screens: the membership pill over the WhatsApp button. */
const STACK = PILL + STACK_GAP + FAB;
/** The right gutter the page keeps free for the floating controls on wider screens. */
export const FLOATING_GUTTER = EDGE + FAB + EDGE;
/** The widest page column of the store (the catalogue's), which the controls must clear. */
const WIDEST_COLUMN = 1280;

/** The custom properties the chrome sets for the page (see FloatingClearance). */
export const FLOATING_CLEARANCE = '--bonis-floating-clearance';
export const FLOATING_GUTTER_VAR = '--bonis-floating-gutter';

/**
 * Where the floating controls are, so nothing of the page is ever under them:
 * - `--bonis-floating-clearance`: the height they take at the bottom of the screen. Under 768 px
 *   they sit in a bar docked at the bottom: the body ends that much higher (so the last content
 *   scrolls above the bar) and `scroll-padding-bottom` keeps focused or scrolled-to elements
 *   above it. Toasts rise above them at every width. Set here from the layout's sizes, then
 *   measured (FloatingControls), so larger text or a device's safe area never outgrows it.
 * - `--bonis-floating-gutter`: from 768 px they float at the right edge, one above the other,
 *   in a gutter the store's main content and footer keep free (their `padding-inline-end`; a
 *   padding value: its `100%` is the page's width). The gutter is only as wide as needed for
 *   the widest column (1280 px) to clear them: 64 px up to 1344 px, none from 1408 px, where the
 *   centred column leaves room on its own.
 */
export const FloatingClearance = createGlobalStyle`
  :root {
    ${FLOATING_CLEARANCE}: calc(${DOCK_PHONE}px + env(safe-area-inset-bottom, 0px));
    ${FLOATING_GUTTER_VAR}: 0px;
    scroll-padding-bottom: var(${FLOATING_CLEARANCE});
  }
  body {
    padding-bottom: var(${FLOATING_CLEARANCE});
  }
  ${media.md} {
    :root {
      ${FLOATING_CLEARANCE}: ${BOTTOM + STACK}px;
      ${FLOATING_GUTTER_VAR}: clamp(
        0px,
        ${WIDEST_COLUMN + 2 * FLOATING_GUTTER}px - 100%,
        ${FLOATING_GUTTER}px
      );
      scroll-padding-bottom: 0;
    }
    body {
      padding-bottom: 0;
    }
  }
`;
