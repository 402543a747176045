// @ts-check
/**
 * What the accessibility gate checks, shared by the Storybook a11y panel (.storybook/preview.tsx)
 * and the gate itself (gate.mjs), so both report the same violations.
 */

/** WCAG 2.0 and 2.1, levels A and AA (color-contrast is a wcag2aa rule). */
export const WCAG_TAGS = Object.freeze(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);

/** @type {import('axe-core').RunOptions} */
export const AXE_RUN_OPTIONS = {
  runOnly: { type: 'tag', values: [...WCAG_TAGS] },
  resultTypes: ['violations'],
};

/** The toolbar global that switches the theme, and its values (preview.tsx). */
export const THEME_GLOBAL = 'theme';
export const THEMES = Object.freeze(/** @type {const} */ (['light', 'dark']));
