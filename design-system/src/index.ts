export { media, themes, tokens, vars, type ThemeColors, type ThemeName } from './tokens';
export {
  GlobalStyles,
  THEME_STORAGE_KEY,
  ThemeProvider,
  useTheme,
  type ThemeContextValue,
  type ThemePreference,
  type ThemeProviderProps,
} from './theme';
export {
  formatCOP,
  formatCompactCOP,
  formatDate,
  formatDecimal,
  formatMegabytes,
  formatNumber,
  formatPercent,
  formatPhone,
  slugify,
  type COPOptions,
  type DateStyle,
  type PercentOptions,
} from './formatters';
export * from './components/basics';
export * from './components/commerce';
export * from './components/overlays';
