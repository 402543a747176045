import { createGlobalStyle } from 'styled-components';
import { baseDeclarations, colorDeclarations, themes, vars } from '../tokens';

/**
 * The tokens as CSS custom properties, both themes, a small reset and the base typography.
 * The theme is `data-theme` on <html> (set by ThemeProvider); without it the system preference
 * decides. `prefers-reduced-motion` turns every animation and transition off.
 */
export const GlobalStyles = createGlobalStyle`
  :root {
    ${baseDeclarations()}
    ${colorDeclarations(themes.light)}
    color-scheme: light;
  }
  @media (prefers-color-scheme: dark) {
    :root:not([data-theme='light']) {
      ${colorDeclarations(themes.dark)}
      color-scheme: dark;
    }
  }
  :root[data-theme='dark'] {
    ${colorDeclarations(themes.dark)}
    color-scheme: dark;
  }

  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${vars.font.family};
    font-size: ${vars.fontSize.md};
    line-height: 1.5;
    color: ${vars.color.text};
    background: ${vars.color.bg};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4, h5, h6 { margin: 0; line-height: 1.2; font-family: ${vars.font.familyDisplay}; }
  p, figure, blockquote, dl, dd { margin: 0; }
  ul[role='list'], ol[role='list'] { list-style: none; margin: 0; padding: 0; }
  img, picture, svg, video { display: block; max-width: 100%; }
  input, button, textarea, select { font: inherit; color: inherit; }
  button { cursor: pointer; }
  a { color: ${vars.color.brand}; }
  :focus-visible { outline: 3px solid ${vars.color.focusRing}; outline-offset: 2px; }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
