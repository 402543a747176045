import { membershipHref } from '@bonis/contracts/links';
import type { Category } from '@bonis/supabase-client';
import { categoryIcon, type StoreIconName } from './store-icons';

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
  /**
   * the store's own icon, an admin's emoji, or an image (a URL or an object path of the
   * product-images bucket)
   */
  visual:
    | { kind: 'icon'; icon: StoreIconName }
    | { kind: 'emoji'; emoji: string }
    | { kind: 'image'; image: string };
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

/** The icon of a category with neither a picture of its own nor an emoji. */
export const DEFAULT_CATEGORY_ICON: StoreIconName = 'paw';

/**
 * What a tile shows: an image the admin set (`categories.image_url` with a scheme, a slash or a
 * file extension: `https://…`, `/…`, `categories/aves.png`) wins; then the store's own icon for
 * the seeded categories (their emoji would show as an empty box where no emoji font is
 * installed); then the emoji an admin picked for a category of their own; else the paw.
 */
export function categoryVisual(slug: string, imageUrl: string | null): CategoryTile['visual'] {
  const value = imageUrl?.trim() ?? '';
  if (/[/.:]/.test(value)) return { kind: 'image', image: value };
  const icon = categoryIcon(slug);
  if (icon) return { kind: 'icon', icon };
  if (value) return { kind: 'emoji', emoji: value };
  return { kind: 'icon', icon: DEFAULT_CATEGORY_ICON };
}

export function toCategoryTile(row: CategoryTileRow): CategoryTile {
  return {
    key: row.id,
    name: row.name,
    href: categoryHref(row.slug),
    visual: categoryVisual(row.slug, row.image_url),
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
    visual: { kind: 'icon', icon: 'dog' },
    detail: 'Ver productos',
  },
  {
    key: 'fallback-cats',
    name: 'Gatos',
    href: '/cats',
    visual: { kind: 'icon', icon: 'cat' },
    detail: 'Ver productos',
  },
  {
    key: 'fallback-accessories',
    name: 'Accesorios',
    href: '/accessories',
    visual: { kind: 'icon', icon: 'bone' },
    detail: 'Ver productos',
  },
  {
    key: 'fallback-policies',
    name: 'Pólizas',
    href: '/policies',
    visual: { kind: 'icon', icon: 'shield' },
    detail: '3 planes',
  },
  {
    key: 'fallback-membership',
    name: 'Membresía',
    href: membershipHref(),
    visual: { kind: 'icon', icon: 'crown' },
    detail: '3 planes',
  },
];
