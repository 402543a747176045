/** What the server's `<head>` says of a page: plain text and absolute URLs. */
import { formatNumber } from '@bonis/design-system';

/** The most a meta description says (search engines cut it around there). */
export const DESCRIPTION_MAX = 160;

/** Spaces and line breaks; not the no-break space, which keeps '$ 150.000' together. */
const BREAKING_SPACE = /[ \t\n\r\f\v\u2028\u2029]+/g;

/**
 * Plain text for a meta description: spaces and line breaks folded, at most `max` characters,
 * cut at a word with '…' when longer.
 */
export function plainDescription(text: string, max = DESCRIPTION_MAX): string {
  const folded = text.replace(BREAKING_SPACE, ' ').trim();
  if (folded.length <= max) return folded;
  const cut = folded.slice(0, max - 1);
  const atWord = cut.replace(/ [^ ]*$/, '');
  return `${(atWord.length > max / 2 ? atWord : cut).replace(/[\s.,;:]+$/, '')}…`;
}

/**
 * An image or page address as an absolute http(s) URL: a site path (`/…`) on the request's
 * origin; anything else that isn't http(s) (`data:`, `blob:`) gives undefined.
 */
export function absoluteUrl(value: string | null | undefined, origin: string): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** 'producto' or 'productos', with the count in es-CO (1.200). */
export const productCount = (count: number) =>
  `${formatNumber(count)} ${count === 1 ? 'producto' : 'productos'}`;
