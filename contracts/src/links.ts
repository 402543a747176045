/**
 * `@bonis/contracts/links`: the store's URLs that one app links to and another app serves, each
 * written once. The shell and every remote build these links here and nowhere else (a remote
 * never imports another, so it can't take them from the owner's route records). The owner's
 * route record declares the pattern (`/product/:id`); this module writes a concrete URL of it.
 *
 * The one module of the package with JavaScript: pure functions, no imports, a few hundred
 * bytes in each app that uses them (the root `@bonis/contracts` stays types only).
 */

/** A path with the given parameters as its query string; empty and undefined values left out. */
function withQuery(path: string, params: Readonly<Record<string, string | undefined>>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** A value in a path segment or a one-parameter query: `/`, `?`, `#`, `&`, spaces and accents survive. */
const segment = (value: string) => encodeURIComponent(value);

/** mfe-catalog's home page. */
export const homeHref = (): string => '/';

/** mfe-catalog's page of one product (`/product/:id`). */
export const productHref = (id: string): string => `/product/${segment(id)}`;

/** The filters of mfe-catalog's `/products` listing (the mega-menu's links). */
export interface ProductsFilter {
  /** a category's id (or slug) */
  category?: string;
  /** a product group's id */
  group?: string;
  subcategory?: string;
  brand?: string;
}

/** mfe-catalog's `/products`, filtered (names with spaces, accents or `&` survive). */
export const productsHref = ({
  category,
  group,
  subcategory,
  brand,
}: ProductsFilter = {}): string => withQuery('/products', { category, group, subcategory, brand });

/** mfe-catalog's every-product listing. */
export const allProductsHref = (): string => '/all-products';

/** mfe-catalog's search results for a text (`/search?q=`). */
export const searchHref = (q: string): string => withQuery('/search', { q });

/** mfe-checkout's cart. */
export const cartHref = (): string => '/cart';

/** What mfe-checkout's `/payment` pays: an order, a membership purchase or a gift, by id. */
export type PaymentTarget = { order: string } | { membership: string } | { gift: string };

/**
 * mfe-checkout's payment step, where every payment of the store happens (ARCHITECTURE §2):
 * `/payment?order=<id>`, `?membership=<id>` or `?gift=<id>`.
 */
export function paymentHref(target: PaymentTarget): string {
  if ('order' in target) return `/payment?order=${segment(target.order)}`;
  if ('membership' in target) return `/payment?membership=${segment(target.membership)}`;
  return `/payment?gift=${segment(target.gift)}`;
}

/** mfe-account's order history. */
export const ordersHref = (): string => '/orders';

/** mfe-account's page of one order (its confirmation), by order number. */
export const orderHref = (orderNumber: string): string => `/orders/${segment(orderNumber)}`;

/** mfe-account's profile, on one of its tabs. */
export const profileHref = (tab?: 'orders' | 'settings'): string => withQuery('/profile', { tab });

/** mfe-account's saved favourites. */
export const favoritesHref = (): string => '/favorites';

/** mfe-loyalty's points and rewards page. */
export const rewardsHref = (): string => '/premios';

/** mfe-loyalty's membership plans. */
export const membershipHref = (): string => '/membership';

/**
 * mfe-loyalty's gifts page; `sentGiftId`, the gift just paid, whose code the page shows
 * (`?enviado=<id>`).
 */
export const giftsHref = (sentGiftId?: string): string =>
  sentGiftId ? `/regalos?enviado=${segment(sentGiftId)}` : '/regalos';
