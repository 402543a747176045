import type { ThemeColors } from '@bonis/design-system';

/**
 * The wheel's 8 segment colours (spec §9), cycling: each a background and the text colour drawn
 * on it, both design-system colour tokens, so the wheel follows the theme and its names stay
 * legible (AA, 4.5:1) in light and dark (`segment-colors.test.ts` measures it). Strong and soft
 * colours alternate, so neighbouring segments differ.
 */
export const SEGMENT_COLORS = [
  { fill: 'brandBg', text: 'onBrand' },
  { fill: 'infoSoft', text: 'onInfoSoft' },
  { fill: 'accent', text: 'onBrand' },
  { fill: 'warningSoft', text: 'onWarningSoft' },
  { fill: 'member', text: 'onBrand' },
  { fill: 'successSoft', text: 'onSuccessSoft' },
  { fill: 'info', text: 'onBrand' },
  { fill: 'dangerSoft', text: 'onDangerSoft' },
] as const satisfies readonly { fill: keyof ThemeColors; text: keyof ThemeColors }[];

export type SegmentColor = (typeof SEGMENT_COLORS)[number];

/** The colours of segment `index`: the 8 cycle. */
export const segmentColor = (index: number): SegmentColor =>
  SEGMENT_COLORS[index % SEGMENT_COLORS.length] ?? SEGMENT_COLORS[0];
