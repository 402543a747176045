import type { Category } from '@bonis/supabase-client';

/** The category columns a tile shows. */
export type CategoryTileRow = Pick<
  Category,
  'id' | 'name' | 'slug' | 'image_url' | 'product_count'
>;

/** A category tile (the home's grid and /categories). */
export interface CategoryTile {
  key: string;
  name: string;
  href: string;
  /** an emoji, or an image (a URL or an object path of the product-images bucket) */
  visual: { kind: 'emoji'; emoji: string } | { kind: 'image'; image: string };
  /** 'N+ productos', 'Próximamente', 'Ver productos', '3 planes' */
  detail: string;
}

/** The main categories' own pages; any other category lives at `/<slug>`. */
const PAGE_BY_SLUG: Readonly<Record<string, string>> = {
  perros: '/dogs',
  gatos: '/cats',
  accesorios: '/accessories',
  servicios: '/services',
  promociones: '/deals',
};

export function categoryHref(slug: string): string {
  return PAGE_BY_SLUG[slug] ?? `/${encodeURIComponent(slug)}`;
}

/** 'N+ productos' for a category with products, 'Próximamente' for one still empty. */
export function productCountLabel(count: number): string {
  return count > 0 ? `${count}+ productos` : 'Próximamente';
}

/** The emoji shown when a category has neither emoji nor image. */
export const DEFAULT_CATEGORY_EMOJI = '🐾';

/**
 * `categories.image_url` holds an emoji or an image: anything with a scheme, a slash or a file
 * extension is an image (`https://…`, `/…`, `categories/aves.png`), the rest an emoji.
 */
export function categoryVisual(imageUrl: string | null): CategoryTile['visual'] {
  const value = imageUrl?.trim() ?? '';
  if (!value) return { kind: 'emoji', emoji: DEFAULT_CATEGORY_EMOJI };
  if (/[/.:]/.test(value)) return { kind: 'image', image: value };
  return { kind: 'emoji', emoji: value };
}

export function toCategoryTile(row: CategoryTileRow): CategoryTile {
  return {
    key: row.id,
    name: row.name,
    href: categoryHref(row.slug),
    visual: categoryVisual(row.image_url),
    detail: productCountLabel(row.product_count),
  };
}

/**
 * The five built-in tiles of storefront spec §8, shown when no category can be read or none is
 * active. Without data there is no honest product count for dogs, cats and accessories, so
 * those invite to browse instead; insurance and membership each have three plans.
 */
export const FALLBACK_CATEGORY_TILES: readonly CategoryTile[] = [
  {
    key: 'fallback-dogs',
    name: 'Perros',
    href: '/dogs',
    visual: { kind: 'emoji', emoji: '🐶' },
    detail: 'Ver productos',
  },
  {
    key: 'fallback-cats',
    name: 'Gatos',
    href: '/cats',
    visual: { kind: 'emoji', emoji: '🐱' },
    detail: 'Ver productos',
  },
  {
    key: 'fallback-accessories',
    name: 'Accesorios',
    href: '/accessories',
    visual: { kind: 'emoji', emoji: '🦴' },
    detail: 'Ver productos',
  },
  {
    key: 'fallback-policies',
    name: 'Pólizas',
    href: '/policies',
    visual: { kind: 'emoji', emoji: '🛡️' },
    detail: '3 planes',
  },
  {
    key: 'fallback-membership',
    name: 'Membresía',
    href: '/membership',
    visual: { kind: 'emoji', emoji: '👑' },
    detail: '3 planes',
  },
];
