import { describe, expect, it } from 'vitest';
import { baseDeclarations, colorDeclarations, vars } from './css-vars';
import { themes, type ThemeColors } from './tokens';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

type Key = keyof ThemeColors;
/** Text drawn on a background: AA normal text needs 4.5:1. */
const TEXT_PAIRS: Array<[Key, Key]> = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surfaceSunken'],
  ['textMuted', 'bg'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceSunken'],
  ['brand', 'bg'],
  ['brand', 'surface'],
  ['onBrand', 'brandBg'],
  ['onBrand', 'brandBgHover'],
  ['onBrandSoft', 'brandSoft'],
  ['accent', 'surface'],
  ['success', 'surface'],
  ['onSuccessSoft', 'successSoft'],
  ['warning', 'surface'],
  ['onWarningSoft', 'warningSoft'],
  ['danger', 'surface'],
  ['danger', 'bg'],
  ['onDanger', 'dangerBg'],
  ['onDanger', 'dangerBgHover'],
  ['onDangerSoft', 'dangerSoft'],
  ['info', 'surface'],
  ['onInfoSoft', 'infoSoft'],
  ['member', 'surface'],
  ['member', 'bg'],
];
/** Borders of controls and the focus ring: AA non-text contrast needs 3:1. */
const UI_PAIRS: Array<[Key, Key]> = [
  ['borderStrong', 'surface'],
  ['borderStrong', 'bg'],
  ['focusRing', 'bg'],
  ['focusRing', 'surface'],
];

describe.each(Object.entries(themes))('the %s theme', (_name, colors) => {
  it.each(TEXT_PAIRS)('puts %s on %s at AA text contrast (4.5:1)', (fg, bg) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(UI_PAIRS)('puts %s on %s at AA non-text contrast (3:1)', (fg, bg) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(3);
  });
});

describe('CSS custom properties', () => {
  it('declares every colour of a theme and every var() that components reference', () => {
    const declared = colorDeclarations(themes.dark) + baseDeclarations();
    const names = [...declared.matchAll(/(--bn-[a-z0-9-]+):/g)].map((m) => m[1]);
    const referenced = JSON.stringify(vars).match(/--bn-[a-z0-9-]+/g) ?? [];
    for (const name of referenced) expect(names).toContain(name);
    expect(colorDeclarations(themes.light)).toContain('--bn-color-brand-bg: #b14a0f;');
  });
});
