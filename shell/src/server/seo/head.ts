import type { PageHead } from '@bonis/contracts';
import { escapeHtml, scriptJson } from './escape';
import { canonicalUrl, normalizeOrigin } from './urls';

export type { PageHead };

export interface HeadTagsInput {
  /** what the page's prefetch returned, if anything */
  head: PageHead | undefined;
  /** the title when the page gives none (the route's title from its manifest) */
  fallbackTitle: string;
  /** the site's origin, e.g. `https://bonis.co` (a trailing slash is ignored) */
  origin: string;
  /** the request's path, e.g. `/product/7` */
  pathname: string;
  /** the request's query string, with or without its `?` (empty for none) */
  search: string;
  /** the store's name: the title suffix and `og:site_name` */
  siteName?: string;
}

export const SITE_NAME = 'Boñis';

/** The description of a page that gives none (the home page, the content pages…). */
export const DEFAULT_DESCRIPTION =
  'Boñis: tienda online para perros y gatos en Colombia. Alimento, snacks, juguetes y accesorios con envío a todo el país.';

/** Longest description written; a longer one is cut at a word and ends with '…'. */
export const MAX_DESCRIPTION_LENGTH = 160;

/** Runs of whitespace (line breaks, tabs) as one space, ends trimmed. */
const singleLine = (text: string | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** At most `max` characters (code points: an emoji is never split), cut at a word when one fits. */
function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s.,;:!?¡¿-]+$/, '')}…`;
}

/**
 * The share image as an absolute http(s) URL: an http(s) URL as it is, a site path (`/x.png`)
 * on the site's origin. Anything else (`javascript:`, `data:`, a relative or storage path, an
 * emoji) is no image.
 */
export function absoluteImageUrl(image: string | undefined, origin: string): string | undefined {
  const value = image?.trim();
  if (!value || !/^(https?:\/\/|\/)/i.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, `${normalizeOrigin(origin)}/`);
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * The page's head tags for search engines and link previews, as one HTML string: the title
 * (`<title> | Boñis`), the description, the canonical URL (see `canonicalUrl`), Open Graph,
 * the Twitter card and, when the page gives one, its JSON-LD. Every value is escaped for its
 * place; the output is safe whatever the page's data holds.
 */
export function renderHeadTags({
  head,
  fallbackTitle,
  origin,
  pathname,
  search,
  siteName = SITE_NAME,
}: HeadTagsInput): string {
  const title = singleLine(head?.title) || singleLine(fallbackTitle);
  const documentTitle = title ? `${title} | ${siteName}` : siteName;
  const description = truncate(
    singleLine(head?.description) || DEFAULT_DESCRIPTION,
    MAX_DESCRIPTION_LENGTH,
  );
  const canonical = canonicalUrl(origin, pathname, search);
  const image = absoluteImageUrl(head?.image, origin);
  const type = head?.type === 'product' ? 'product' : 'website';
  const jsonLd =
    head?.jsonLd !== undefined && head.jsonLd !== null && typeof head.jsonLd === 'object'
      ? scriptJson(head.jsonLd)
      : undefined;

  const tags = [
    `<title>${escapeHtml(documentTitle)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    meta('property', 'og:title', title || siteName),
    meta('property', 'og:description', description),
    meta('property', 'og:type', type),
    meta('property', 'og:url', canonical),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', 'es_CO'),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    ...(jsonLd ? [`<script type="application/ld+json">${jsonLd}</script>`] : []),
  ];
  return tags.join('\n');
}
