/**
 * The server's side of the catalog's route records (`src/app/route-records.ts`): for each page,
 * what the shell's server asks of it (ARCHITECTURE §3; the README's "Server rendering"). Its
 * prefetch reads, as the anonymous role and in parallel, exactly the queries the page renders
 * with, through the same queryOptions factories the page's hooks use, so the browser hydrates
 * with them and reads nothing again; and it says the page's status (404 for a product or
 * category that isn't there, or isn't active) and what its `<head>` says. The product and
 * category pages also give the sitemap their entries. A record loads this module with a dynamic
 * import, so only the server build ever runs it.
 */
import type { DefaultError, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { PageHead, PrefetchResult, RouteContext, RouteServer } from '@bonis/contracts';
import { productHref } from '@bonis/contracts/links';
import { storeSettingsQuery, type StoreSettings } from '@bonis/supabase-client/queries';
import { getSupabase, productImageUrl } from '@bonis/supabase-client';
import { allCategoriesQueryOptions } from '../features/categories/api/get-all-categories';
import { contentPage, DEFAULT_FACTS, type ContentPath } from '../features/content-pages/content';
import { homeBannerQueryOptions } from '../features/home/api/get-home-banner';
import { homeCategoriesQueryOptions } from '../features/home/api/get-home-categories';
import { homeProductsQueryOptions } from '../features/home/api/get-home-products';
import { HOME_CAROUSELS } from '../features/home/components/product-carousel';
import { DEFAULT_HERO, toHeroContent } from '../features/home/utils/hero-content';
import {
  categoriesQuery,
  type CategoryOption,
} from '../features/product-listings/api/get-categories';
import { filterOptionsQuery } from '../features/product-listings/api/get-filter-options';
import {
  listingQuery,
  type ListingPage as ListingResult,
} from '../features/product-listings/api/get-listing';
import { productsTitle } from '../features/product-listings/utils/listing-params';
import {
  categoryListingPage,
  filterScope,
  findCategory,
  isShortSearch,
  LISTING_PAGES,
  listingRequest,
  needsCategory,
  readListingUrl,
  searchTitle,
  type ListingPage,
  type ListingRoute,
} from '../features/product-listings/utils/listing-state';
import {
  isProductId,
  productQuery,
  type ProductDetail,
} from '../features/product-page/api/get-product';
import { deliverySlotsQuery, toStoreInfo } from '../lib/store-info';
import { absoluteUrl, plainDescription, productCount } from './head';
import { categoryEntries, productEntries } from './sitemap';

/** The store's own words, where a page has none of its own for search engines. */
const STORE_DESCRIPTION =
  'Alimento, snacks, juguetes, accesorios y farmacia para perros y gatos, con envío a toda Colombia.';

/**
 * Reads a query now: a failed read is not tried again (the shell's QueryClient retries after a
 * second, well past the server's budget for a page's data), so the page fails fast to the
 * browser, which has its own retries.
 */
function read<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TQueryFnData, DefaultError, TData, TQueryKey>,
): Promise<TData> {
  return queryClient.fetchQuery({ ...options, retry: false });
}

/**
 * Reads a query the page can be drawn without. If it fails it is dropped from the cache: the
 * server then draws that part's loading state, as the browser's first render does (only
 * successful queries are dehydrated), and the browser reads it. Returns whether it was read.
 */
async function optional<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TQueryFnData, DefaultError, TData, TQueryKey>,
): Promise<boolean> {
  try {
    await read(queryClient, options);
    return true;
  } catch {
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
    return false;
  }
}

/** The settings already read for this request (the shell's chrome reads them too), or none. */
const settingsOf = (queryClient: QueryClient) =>
  queryClient.getQueryData<StoreSettings>(storeSettingsQuery().queryKey);

/**
 * `/`: the banner, the category tiles, the three carousels (their products are drawn on the
 * server: a carousel waits for the viewport only to read) and the newsletter's switch. Every
 * part has its own loading state; when none of them can be read the store is out of reach and
 * the page is left to the browser.
 */
async function home({ queryClient, url, route }: RouteContext): Promise<PrefetchResult> {
  const results = await Promise.all([
    optional(queryClient, homeBannerQueryOptions()),
    optional(queryClient, homeCategoriesQueryOptions()),
    ...HOME_CAROUSELS.map(({ section }) =>
      optional(queryClient, homeProductsQueryOptions(section)),
    ),
    optional(queryClient, storeSettingsQuery()),
  ]);
  if (!results.some(Boolean)) throw new Error("the home's data could not be read");
  const banner = queryClient.getQueryData(homeBannerQueryOptions().queryKey);
  const hero = banner ? toHeroContent(getSupabase(), banner) : DEFAULT_HERO;
  return {
    status: 200,
    head: {
      title: route.title,
      description: plainDescription(settingsOf(queryClient)?.siteDescription || STORE_DESCRIPTION),
      image: absoluteUrl(hero.imageUrl, url.origin),
      type: 'website',
    },
  };
}

/** The schema.org Product of a product page (search engines' rich results). */
function productJsonLd(product: ProductDetail, pageUrl: string, images: string[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description.trim() || product.name,
    ...(images.length > 0 ? { image: images } : {}),
    sku: product.id,
    productID: product.id,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.category ? { category: product.category } : {}),
    offers: {
      '@type': 'Offer',
      price: product.price,
      priceCurrency: 'COP',
      availability:
        product.stockQuantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: pageUrl,
    },
  };
}

/**
 * `/product/:id`: the active product (404 for an id that can't be one, without a read, and for
 * an unknown or inactive one) and the store's settings (the free-shipping notice).
 */
async function product({ queryClient, url, params }: RouteContext): Promise<PrefetchResult> {
  const { id } = params;
  if (!isProductId(id)) return { status: 404 };
  const [found] = await Promise.all([
    read(queryClient, productQuery(id)),
    optional(queryClient, storeSettingsQuery()),
  ]);
  if (!found) return { status: 404 };
  const pageUrl = new URL(productHref(found.id), url.origin).href;
  const images = found.images
    .map((image) => absoluteUrl(productImageUrl(getSupabase(), image), url.origin))
    .filter((image): image is string => image !== undefined);
  const brand = found.brand ? ` de ${found.brand}` : '';
  return {
    status: 200,
    head: {
      title: found.name,
      description: plainDescription(found.description || `${found.name}${brand} en Boñis.`),
      image: images[0],
      type: 'product',
      jsonLd: productJsonLd(found, pageUrl, images),
    },
  };
}

/**
 * A listing: the active categories (every listing reads them), then the page of products its
 * URL asks for (sort, page, search text, filters; the category's own rule for a category's
 * page) and, on /products, the filter bar's options. A category page (`/:slug`) of a slug that
 * is no active category is not found; elsewhere a missing category is the page's empty state.
 */
async function listing(
  { queryClient, url }: RouteContext,
  page: ListingPage,
  { categoryPage = false } = {},
): Promise<PrefetchResult> {
  const state = readListingUrl(page, url.searchParams);
  const shown = { urlTerm: state.urlTerm, categoryPage };
  const categoriesRead = read(queryClient, categoriesQuery());
  let category: CategoryOption | undefined;
  if (needsCategory(page, state)) {
    category = findCategory(page, state, await categoriesRead);
    if (!category) {
      if (categoryPage) return { status: 404 };
      return { status: 200, head: listingHead(page, shown, url, undefined, undefined) };
    }
  }
  const [, products] = await Promise.all([
    categoriesRead,
    isShortSearch(page, state)
      ? undefined
      : read(queryClient, listingQuery(listingRequest(page, state, category))),
    page.facets ? optional(queryClient, filterOptionsQuery(filterScope(state, category))) : false,
  ]);
  return { status: 200, head: listingHead(page, shown, url, category, products) };
}

/** A listing's head: its heading, the category's description or a line on what it lists. */
function listingHead(
  page: ListingPage,
  { urlTerm, categoryPage }: { urlTerm: string; categoryPage: boolean },
  url: URL,
  category: CategoryOption | undefined,
  products: ListingResult | undefined,
): PageHead {
  const q = urlTerm.trim();
  // the heading the page shows (ProductListing's)
  const title = page.facets
    ? productsTitle(category)
    : categoryPage && category
      ? category.name
      : page.searchFromUrl
        ? searchTitle(q)
        : page.title;
  const count = products ? productCount(products.total) : undefined;
  const description = page.searchFromUrl
    ? count && q
      ? `${count} para "${q}" en Boñis, la tienda para perros y gatos.`
      : 'Busca alimento, snacks, juguetes y accesorios para tu mascota en Boñis.'
    : category?.description?.trim() ||
      page.intro ||
      `${title} en Boñis${count ? `: ${count}` : ''}, con envío a toda Colombia.`;
  return {
    title,
    description: plainDescription(description),
    image: absoluteUrl(
      productImageUrl(getSupabase(), products?.products[0]?.images[0]),
      url.origin,
    ),
    type: 'website',
  };
}

/** `/categories`: every active category. */
async function categories({ queryClient, route }: RouteContext): Promise<PrefetchResult> {
  await read(queryClient, allCategoriesQueryOptions());
  return {
    status: 200,
    head: {
      title: route.title,
      description: 'Encuentra todo para tu mascota en Boñis, organizado por categoría.',
      type: 'website',
    },
  };
}

/** `/policies`: static plans, and the store's contact details for the advisor. */
async function policies({ queryClient, route }: RouteContext): Promise<PrefetchResult> {
  await optional(queryClient, storeSettingsQuery());
  return {
    status: 200,
    head: {
      title: route.title,
      description:
        'Seguros para perros y gatos: planes mensuales con atención en más de 200 clínicas veterinarias aliadas.',
      type: 'website',
    },
  };
}

/** A content page: the store's settings and delivery slots it quotes; its lead describes it. */
async function content(
  { queryClient, route }: RouteContext,
  path: ContentPath,
): Promise<PrefetchResult> {
  await Promise.all([
    optional(queryClient, storeSettingsQuery()),
    optional(queryClient, deliverySlotsQuery()),
  ]);
  const settings = settingsOf(queryClient);
  const slots = queryClient.getQueryData(deliverySlotsQuery().queryKey);
  const facts = settings && slots ? toStoreInfo(settings, slots) : DEFAULT_FACTS;
  return {
    status: 200,
    head: {
      title: route.title,
      description: plainDescription(contentPage(path, facts).lead),
      type: 'website',
    },
  };
}

/** `/`: the banner, the category tiles, the carousels and the newsletter's switch. */
export const homePage: RouteServer = { prefetch: home };

/** `/product/:id`: the product; every active product is in the sitemap. */
export const productPage: RouteServer = { prefetch: product, sitemap: productEntries };

/** A listing of `LISTING_PAGES` (`/dogs`, `/products`, `/search`…). */
export const listingPage = (route: ListingRoute): RouteServer => ({
  prefetch: (context) => listing(context, LISTING_PAGES[route]),
});

/** `/:slug`: an active category's page (404 for any other slug); every one is in the sitemap. */
export const categoryPage: RouteServer = {
  prefetch: (context) =>
    listing(context, categoryListingPage(context.params.slug ?? ''), { categoryPage: true }),
  sitemap: categoryEntries,
};

/** `/categories`: every active category. */
export const categoriesPage: RouteServer = { prefetch: categories };

/** `/policies`: the insurance plans. */
export const policiesPage: RouteServer = { prefetch: policies };

/** One of the footer's content pages. */
export const contentPageOf = (path: ContentPath): RouteServer => ({
  prefetch: (context) => content(context, path),
});
