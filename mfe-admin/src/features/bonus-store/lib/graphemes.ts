const segmenter = new Intl.Segmenter('es', { granularity: 'grapheme' });

/**
 * How many characters a person sees in `text`: grapheme clusters, so an emoji made of several
 * code points (🏷️, 👨‍👩‍👧, 🇨🇴) counts as one, and 'ñ' written as n + combining tilde too.
 */
export function graphemeCount(text: string): number {
  return [...segmenter.segment(text)].length;
}
