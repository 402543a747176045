import { create } from 'storybook/theming';
import { themes, tokens, type ThemeName } from '../src/tokens';

/** Reads the `theme` toolbar global; anything else falls back to light. */
export function themeFromGlobals(globals: unknown): ThemeName {
  const value =
    typeof globals === 'object' && globals !== null
      ? (globals as Record<string, unknown>).theme
      : undefined;
  return value === 'dark' ? 'dark' : 'light';
}

/**
 * Storybook's own docs typography in the design system's colours, so docs pages pass the same
 * contrast rules as the components (every text/background pair here is tested for AA in
 * src/tokens/tokens.test.ts).
 */
function docsTheme(name: ThemeName) {
  const colors = themes[name];
  return create({
    base: name,
    brandTitle: 'Boñis design system',
    fontBase: tokens.font.family,
    colorPrimary: colors.brand,
    colorSecondary: colors.info,
    appBg: colors.bg,
    appContentBg: colors.bg,
    appPreviewBg: colors.bg,
    appBorderColor: colors.border,
    textColor: colors.text,
    textMutedColor: colors.textMuted,
    barBg: colors.surface,
    barTextColor: colors.textMuted,
    barSelectedColor: colors.brand,
    inputBg: colors.surface,
    inputBorder: colors.borderStrong,
    inputTextColor: colors.text,
  });
}

export const docsThemes = { light: docsTheme('light'), dark: docsTheme('dark') } as const;
