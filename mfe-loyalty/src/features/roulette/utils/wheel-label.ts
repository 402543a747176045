/** The longest line a segment's name gets on the wheel before it is cut with '…'. */
export const LABEL_LINE_MAX = 11;

const cut = (line: string) =>
  line.length > LABEL_LINE_MAX ? `${line.slice(0, LABEL_LINE_MAX - 1).trimEnd()}…` : line;

/**
 * A prize's name as the wheel writes it along its segment: one line when it fits, else two,
 * broken at the space nearest the middle ('10% de descuento' → '10% de', 'descuento'), each cut
 * with '…' beyond LABEL_LINE_MAX characters. The full name is the segment's title and in the
 * prize list.
 */
export function wheelLabelLines(name: string): string[] {
  const text = name.trim().replace(/\s+/g, ' ');
  if (text.length <= LABEL_LINE_MAX) return [text];
  const spaces = [...text.matchAll(/ /g)].map((match) => match.index);
  if (spaces.length === 0) return [cut(text)];
  const middle = text.length / 2;
  const at = spaces.reduce((best, index) =>
    Math.abs(index - middle) < Math.abs(best - middle) ? index : best,
  );
  return [cut(text.slice(0, at)), cut(text.slice(at + 1))];
}

/** `value` in (−180, 180]. */
const signed180 = (value: number) => {
  const mod = (((value + 180) % 360) + 360) % 360;
  return mod === 0 ? 180 : mod - 180;
};

export interface LabelPlacement {
  /**
   * The label group's rotation (SVG degrees, clockwise): `centre − 90` turns the text's x axis
   * onto the segment's middle radius, reading outwards from the hub.
   */
  along: number;
  /**
   * The text turns a further 180° about its own middle: on the wheel's left half, reading
   * outwards would be right-to-left and upside down, so those labels read inwards.
   */
  flip: boolean;
}

/**
 * Where a segment's name is turned on the wheel at rest, from the segment's centre angle
 * (degrees clockwise from the top, `segmentCenter`): along the middle radius, reading outwards
 * on the right half (0° < centre ≤ 180°) and inwards, turned 180°, on the left half
 * (180° < centre < 360°), so every label reads left-to-right (one at the very bottom reads
 * top-to-bottom).
 */
export function labelPlacement(center: number): LabelPlacement {
  const on = ((center % 360) + 360) % 360;
  return { along: center - 90, flip: on > 180 };
}

/**
 * The direction a label reads in on screen, degrees clockwise from 'to the right', in
 * (−180, 180]: between −90 and 90 it reads left-to-right (or straight up or down).
 */
export function labelReadingAngle({ along, flip }: LabelPlacement): number {
  return signed180(along + (flip ? 180 : 0));
}
