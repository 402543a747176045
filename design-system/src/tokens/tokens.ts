/**
 * Design tokens, defined once. `tokens` holds the theme-independent scales; `themes` the
 * semantic colours of each theme. Both are emitted as CSS custom properties by
 * `GlobalStyles` (see css-vars.ts); components read them through `vars`, so a theme switch is
 * one attribute on <html>, not a re-render.
 */

/** Semantic colours. Every text/background pair used together passes WCAG AA (tokens.test.ts). */
export interface ThemeColors {
  /** page background */
  bg: string;
  /** cards, inputs, menus */
  surface: string;
  /** wells, skeletons, table headers */
  surfaceSunken: string;
  border: string;
  borderStrong: string;
  text: string;
  textMuted: string;
  /** brand colour for text and icons on bg/surface */
  brand: string;
  /** filled brand controls (primary button) */
  brandBg: string;
  brandBgHover: string;
  onBrand: string;
  /** soft brand tint for highlights */
  brandSoft: string;
  onBrandSoft: string;
  accent: string;
  success: string;
  successSoft: string;
  onSuccessSoft: string;
  warning: string;
  warningSoft: string;
  onWarningSoft: string;
  danger: string;
  dangerBg: string;
  dangerBgHover: string;
  onDanger: string;
  dangerSoft: string;
  onDangerSoft: string;
  info: string;
  infoSoft: string;
  onInfoSoft: string;
  /** price of members, savings */
  member: string;
  focusRing: string;
  overlay: string;
}

const light: ThemeColors = {
  bg: '#fffaf5',
  surface: '#ffffff',
  surfaceSunken: '#f6ede4',
  border: '#e6d5c3',
  borderStrong: '#8f7a66',
  text: '#2b2118',
  textMuted: '#66574b',
  brand: '#b14a0f',
  brandBg: '#b14a0f',
  brandBgHover: '#943c0a',
  onBrand: '#ffffff',
  brandSoft: '#fde8d7',
  onBrandSoft: '#7a3208',
  accent: '#0f6b63',
  success: '#1a7035',
  successSoft: '#dcf3e2',
  onSuccessSoft: '#155c2b',
  warning: '#8a5a00',
  warningSoft: '#fdf0c8',
  onWarningSoft: '#6b4600',
  danger: '#b42318',
  dangerBg: '#b42318',
  dangerBgHover: '#921c13',
  onDanger: '#ffffff',
  dangerSoft: '#fde4e1',
  onDangerSoft: '#8f1c13',
  info: '#0b5cad',
  infoSoft: '#deebfa',
  onInfoSoft: '#094a8c',
  member: '#6b3fa0',
  focusRing: '#0b5cad',
  overlay: 'rgba(43, 33, 24, 0.55)',
};

const dark: ThemeColors = {
  bg: '#1a1410',
  surface: '#251d17',
  surfaceSunken: '#14100c',
  border: '#3f332a',
  borderStrong: '#a08d7b',
  text: '#f7efe7',
  textMuted: '#c9b8a8',
  brand: '#f5a266',
  brandBg: '#f5a266',
  brandBgHover: '#f8b98a',
  onBrand: '#241307',
  brandSoft: '#4a2a14',
  onBrandSoft: '#ffd9bd',
  accent: '#5fd3c6',
  success: '#6fd48d',
  successSoft: '#183d24',
  onSuccessSoft: '#b8f0c9',
  warning: '#f2c45a',
  warningSoft: '#3d3011',
  onWarningSoft: '#fbe3a6',
  danger: '#ff8a7d',
  dangerBg: '#ff8a7d',
  dangerBgHover: '#ffa89e',
  onDanger: '#2a0c08',
  dangerSoft: '#4a1d18',
  onDangerSoft: '#ffd0ca',
  info: '#8cc1ff',
  infoSoft: '#16304f',
  onInfoSoft: '#cfe4ff',
  member: '#c9a6ff',
  focusRing: '#8cc1ff',
  overlay: 'rgba(0, 0, 0, 0.65)',
};

export const themes = { light, dark } as const;
export type ThemeName = keyof typeof themes;

export const tokens = {
  space: {
    0: '0',
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '20px',
    6: '24px',
    8: '32px',
    10: '40px',
    12: '48px',
    16: '64px',
  },
  radius: { sm: '6px', md: '12px', lg: '18px', xl: '24px', pill: '999px' },
  font: {
    family: "'Nunito', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
    familyDisplay:
      "'Baloo 2', 'Nunito', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.375rem',
      '2xl': '1.75rem',
      '3xl': '2.25rem',
    },
    weight: { regular: 400, medium: 600, bold: 700, black: 800 },
    lineHeight: { tight: 1.2, normal: 1.5 },
  },
  shadow: {
    sm: '0 1px 2px rgba(43, 33, 24, 0.08)',
    md: '0 4px 12px rgba(43, 33, 24, 0.12)',
    lg: '0 12px 32px rgba(43, 33, 24, 0.18)',
  },
  z: {
    base: 0,
    sticky: 100,
    dropdown: 1000,
    drawer: 1100,
    modal: 1200,
    toast: 1300,
    tooltip: 1400,
  },
  breakpoint: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
  motion: {
    duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)' },
  },
} as const;

/** Media queries from the breakpoints, for styled-components: `${media.md} { ... }`. */
export const media = {
  sm: `@media (min-width: ${tokens.breakpoint.sm})`,
  md: `@media (min-width: ${tokens.breakpoint.md})`,
  lg: `@media (min-width: ${tokens.breakpoint.lg})`,
  xl: `@media (min-width: ${tokens.breakpoint.xl})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
