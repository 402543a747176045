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
