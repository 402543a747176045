/** The sorts a listing offers, with their Spanish labels (storefront spec §2, ARCHITECTURE §5). */
export const SORT_LABELS = {
  relevance: 'Relevancia',
  newest: 'Más recientes',
  popular: 'Más populares',
  'price-asc': 'Precio: menor a mayor',
  'price-desc': 'Precio: mayor a menor',
  name: 'Nombre: A-Z',
} as const;

export type ListingSort = keyof typeof SORT_LABELS;

/** Products per page (spec §9). */
export const PAGE_SIZE = 12;

/** Sorts of /dogs, /cats, /accessories and category pages. */
export const CATEGORY_SORTS: readonly ListingSort[] = [
  'relevance',
  'price-asc',
  'price-desc',
  'popular',
];
/** Sorts of /all-products and /search. */
export const CATALOG_SORTS: readonly ListingSort[] = [
  'newest',
  'popular',
  'price-asc',
  'price-desc',
  'name',
];

/** A sort from the URL, or the first allowed one. */
export function readSort(value: string | null, allowed: readonly ListingSort[]): ListingSort {
  const fallback = allowed[0] ?? 'relevance';
  return value && (allowed as readonly string[]).includes(value)
    ? (value as ListingSort)
    : fallback;
}

/** A page number from the URL: a whole number from 1, else 1. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The rows of a page: `range(from, to)`, both inclusive. */
export const pageRange = (page: number) => ({
  from: (page - 1) * PAGE_SIZE,
  to: page * PAGE_SIZE - 1,
});

/** 'Mostrando a-b de n productos' (spec §2), or the empty line. */
export function showingLine(page: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return 'Mostrando 0 de 0 productos';
  const first = (page - 1) * PAGE_SIZE + 1;
  return `Mostrando ${first}-${first + shown - 1} de ${total} productos`;
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** Sorts of /products (the mega-menu's filtered listing). */
export const PRODUCTS_SORTS: readonly ListingSort[] = [
  'relevance',
  'price-asc',
  'price-desc',
  'newest',
];

/** The /products title by the main category's slug (storefront spec §2). */
const PRODUCTS_TITLES: Readonly<Record<string, string>> = {
  perros: 'Productos para Perros',
  gatos: 'Productos para Gatos',
  accesorios: 'Accesorios',
  servicios: 'Servicios',
  promociones: 'Promociones',
};

/**
 * The /products heading: the main categories' titles, another category's own name, and
 * 'Todos los Productos' without a category (or one that no longer exists).
 */
export function productsTitle(category: { slug: string; name: string } | undefined): string {
  if (!category) return 'Todos los Productos';
  return PRODUCTS_TITLES[category.slug] ?? category.name;
}
