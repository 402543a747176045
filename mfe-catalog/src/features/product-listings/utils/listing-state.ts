import type { CategoryOption } from '../api/get-categories';
import type { ProductFacets } from '../api/get-filter-options';
import { isSearchTerm, type ListingRequest, type ListingScope } from '../api/get-listing';
import {
  CATALOG_SORTS,
  CATEGORY_SORTS,
  PRODUCTS_SORTS,
  readPage,
  readSort,
  type ListingSort,
} from './listing-params';

/** What a listing lists and what its URL may change (the props `ProductListing` reads by). */
export interface ListingSetup {
  /** which products; `categorySlug` is looked up among the active categories */
  scope?: ListingScope & { categorySlug?: string };
  sorts: readonly ListingSort[];
  /** /all-products: a text search box and a category select, both in the URL */
  browse?: boolean;
  /**
   * /products: `category`, `group`, `subcategory` and `brand` from the URL, a filter bar for
   * the last three, and the title by category (spec §2)
   */
  facets?: boolean;
  /** /search: the text comes from `?q=` */
  searchFromUrl?: boolean;
}

/** A listing page: its setup, its heading and the line under it. */
export interface ListingPage extends ListingSetup {
  title: string;
  intro?: string;
}

/**
 * The listing routes and what each lists. The route components render them and the server's
 * prefetch (`src/server/prefetch.ts`) reads the same queries from them, so the two never drift.
 */
export const LISTING_PAGES = {
  '/dogs': {
    title: 'Productos para Perros',
    scope: { categorySlug: 'perros' },
    sorts: CATEGORY_SORTS,
  },
  '/cats': {
    title: 'Productos para Gatos',
    scope: { categorySlug: 'gatos' },
    sorts: CATEGORY_SORTS,
  },
  '/accessories': {
    title: 'Accesorios',
    scope: { categorySlug: 'accesorios' },
    sorts: CATEGORY_SORTS,
  },
  '/services': {
    title: 'Servicios',
    intro: 'Peluquería y veterinaria con agenda en nuestras sedes.',
    scope: { categorySlug: 'servicios' },
    sorts: CATEGORY_SORTS,
  },
  '/deals': {
    title: 'Promociones',
    intro: 'Combos, liquidaciones y ofertas de temporada.',
    scope: { categorySlug: 'promociones' },
    sorts: CATEGORY_SORTS,
  },
  '/offers': {
    title: 'Ofertas',
    intro: 'Productos con descuento, por tiempo limitado o hasta agotar existencias.',
    scope: { discounted: true },
    sorts: CATEGORY_SORTS,
  },
  '/birds': { title: 'Aves', scope: { petTypes: ['aves'] }, sorts: CATEGORY_SORTS },
  '/fish': { title: 'Peces', scope: { petTypes: ['peces'] }, sorts: CATEGORY_SORTS },
  '/products': { title: 'Productos', sorts: PRODUCTS_SORTS, facets: true },
  '/all-products': { title: 'Todos los Productos', sorts: CATALOG_SORTS, browse: true },
  '/search': { title: 'Resultados de búsqueda', sorts: CATALOG_SORTS, searchFromUrl: true },
} as const satisfies Record<string, ListingPage>;

export type ListingRoute = keyof typeof LISTING_PAGES;

/**
 * `/:slug`: a category page from the categories table, titled with the slug until the
 * category's own name is known.
 */
export function categoryListingPage(slug: string): ListingPage {
  return {
    title: slug.charAt(0).toUpperCase() + slug.slice(1).replace(/-/g, ' '),
    scope: { categorySlug: slug },
    sorts: CATEGORY_SORTS,
  };
}

/** /search's heading: the text searched, when there is one. */
export const searchTitle = (q: string) =>
  q ? `Resultados para "${q}"` : LISTING_PAGES['/search'].title;

/** What a listing's URL says: the sort, the page, the text typed and the filters. */
export interface ListingUrlState {
  sort: ListingSort;
  page: number;
  /** `?q=` as the URL has it */
  urlTerm: string;
  /** `category` (on /all-products and /products), `group`, `subcategory`, `brand` (/products) */
  facets: ProductFacets;
}

/** Reads a listing's state from its URL: what the URL can't mean falls back to the defaults. */
export function readListingUrl(setup: ListingSetup, params: URLSearchParams): ListingUrlState {
  const { browse = false, facets = false } = setup;
  const facet = (name: string) => (facets ? (params.get(name) ?? '') : '');
  return {
    sort: readSort(params.get('sort'), setup.sorts),
    page: readPage(params.get('page')),
    urlTerm: params.get('q') ?? '',
    facets: {
      category: browse || facets ? (params.get('category') ?? '') : '',
      group: facet('group'),
      subcategory: facet('subcategory'),
      brand: facet('brand'),
    },
  };
}

/** Whether the listing depends on a category: a category's page, or `?category=`. */
export const needsCategory = (setup: ListingSetup, url: ListingUrlState) =>
  setup.scope?.categorySlug !== undefined || url.facets.category !== '';

/**
 * The category the listing is of, among the active ones: a category page's slug, or
 * `?category=` as a category's id (the mega-menu's links) or its slug (`perros`).
 */
export function findCategory<C extends Pick<CategoryOption, 'id' | 'slug'>>(
  setup: ListingSetup,
  url: ListingUrlState,
  categories: readonly C[] | undefined,
): C | undefined {
  const slug = setup.scope?.categorySlug;
  return categories?.find((candidate) =>
    slug !== undefined
      ? candidate.slug === slug
      : candidate.id === url.facets.category || candidate.slug === url.facets.category,
  );
}

/** The text searched: the URL's on /all-products and /search. */
export const listingTerm = (setup: ListingSetup, url: ListingUrlState) =>
  setup.browse || setup.searchFromUrl ? url.urlTerm : setup.scope?.term;

/** /search with fewer than 3 characters asks for nothing (it asks for more text). */
export const isShortSearch = (setup: ListingSetup, url: ListingUrlState) =>
  Boolean(setup.searchFromUrl) && !isSearchTerm(listingTerm(setup, url));

/**
 * The page of products the listing reads. A category's page lists what the database says it
 * lists (categories.pet_types): the pet categories by pet, any other by category; its tile
 * counts the same products.
 */
export function listingRequest(
  setup: ListingSetup,
  url: ListingUrlState,
  category: Pick<CategoryOption, 'id' | 'pet_types'> | undefined,
): ListingRequest {
  const term = listingTerm(setup, url);
  const scope: ListingScope = {
    petTypes: category?.pet_types ?? setup.scope?.petTypes,
    discounted: setup.scope?.discounted,
    categoryId: category && !category.pet_types ? category.id : undefined,
    groupId: url.facets.group || undefined,
    subcategory: url.facets.subcategory || undefined,
    brand: url.facets.brand || undefined,
    term: isSearchTerm(term) ? term.trim() : undefined,
  };
  return { scope, sort: url.sort, page: url.page };
}

/** The /products filter bar's scope: the category once it is known, the group and subcategory. */
export const filterScope = (
  url: ListingUrlState,
  category: Pick<CategoryOption, 'id'> | undefined,
) => ({
  category: category?.id ?? '',
  group: url.facets.group,
  subcategory: url.facets.subcategory,
});
