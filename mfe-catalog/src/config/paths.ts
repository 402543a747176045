/**
 * The URLs this remote links to, as `{ path, getHref }`. Query strings are built with
 * URLSearchParams, so names with spaces, accents or `&` (brands, subcategories) survive.
 */

/** The filters of the /products listing the mega-menu links to. */
export interface ProductsFilter {
  category?: string;
  group?: string;
  subcategory?: string;
  brand?: string;
}

const withQuery = (path: string, params: Record<string, string | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
};

export const paths = {
  product: {
    path: '/product/:id',
    getHref: (id: string) => `/product/${encodeURIComponent(id)}`,
  },
  search: {
    path: '/search',
    getHref: (q: string) => withQuery('/search', { q }),
  },
  products: {
    path: '/products',
    getHref: ({ category, group, subcategory, brand }: ProductsFilter = {}) =>
      withQuery('/products', { category, group, subcategory, brand }),
  },
} as const;
