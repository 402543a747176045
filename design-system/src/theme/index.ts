export { GlobalStyles } from './global-styles';
export {
  THEME_STORAGE_KEY,
  ThemeProvider,
  useTheme,
  type ThemeContextValue,
  type ThemePreference,
  type ThemeProviderProps,
} from './theme-provider';
