export { media, themes, tokens, type ThemeColors, type ThemeName } from './tokens';
export { baseDeclarations, colorDeclarations, vars } from './css-vars';
