/**
 * The tokens as CSS custom properties (`--bn-*`) and typed references to them (`vars`), so
 * components write `color: ${vars.color.text}` and the theme switches by CSS alone.
 */
import { themes, tokens, type ThemeColors } from './tokens';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

type Scale = Record<string | number, string | number>;

function scaleVars(prefix: string, scale: Scale): Record<string, string> {
  return Object.fromEntries(
    Object.keys(scale).map((key) => [key, `var(--bn-${prefix}-${kebab(String(key))})`]),
  );
}

function scaleDeclarations(prefix: string, scale: Scale): string[] {
  return Object.entries(scale).map(
    ([key, value]) => `--bn-${prefix}-${kebab(String(key))}: ${String(value)};`,
  );
}

type VarsOf<T> = { readonly [K in keyof T]: string };

/** `var(--bn-…)` references for every token. */
export const vars = {
  color: scaleVars('color', { ...themes.light }) as VarsOf<ThemeColors>,
  space: scaleVars('space', tokens.space) as VarsOf<typeof tokens.space>,
  radius: scaleVars('radius', tokens.radius) as VarsOf<typeof tokens.radius>,
  fontSize: scaleVars('font-size', tokens.font.size) as VarsOf<typeof tokens.font.size>,
  shadow: scaleVars('shadow', tokens.shadow) as VarsOf<typeof tokens.shadow>,
  z: scaleVars('z', tokens.z) as VarsOf<typeof tokens.z>,
  duration: scaleVars('duration', tokens.motion.duration) as VarsOf<typeof tokens.motion.duration>,
  easing: scaleVars('easing', tokens.motion.easing) as VarsOf<typeof tokens.motion.easing>,
  font: {
    family: 'var(--bn-font-family)',
    familyDisplay: 'var(--bn-font-family-display)',
  },
} as const;

/** Declarations of the theme-independent tokens, for `:root`. */
export function baseDeclarations(): string {
  return [
    ...scaleDeclarations('space', tokens.space),
    ...scaleDeclarations('radius', tokens.radius),
    ...scaleDeclarations('font-size', tokens.font.size),
    ...scaleDeclarations('shadow', tokens.shadow),
    ...scaleDeclarations('z', tokens.z),
    ...scaleDeclarations('duration', tokens.motion.duration),
    ...scaleDeclarations('easing', tokens.motion.easing),
    `--bn-font-family: ${tokens.font.family};`,
    `--bn-font-family-display: ${tokens.font.familyDisplay};`,
  ].join('\n');
}

/** Declarations of one theme's colours. */
export function colorDeclarations(colors: ThemeColors): string {
  return scaleDeclarations('color', colors as unknown as Scale).join('\n');
}
