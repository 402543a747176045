import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  Breadcrumb,
  Button,
  EmptyState,
  Link,
  Pagination,
  ProductGrid,
  Select,
  TextField,
} from '@bonis/design-system';
import { CatalogPage } from '../../../components/catalog-page';
import { PageHeader } from '../../../components/page-header';
import { routerLink } from '../../../components/router-link';
import { useProductCards } from '../../../components/use-product-cards';
import { useLogError } from '../../../lib/use-log-error';
import { useCategories } from '../api/get-categories';
import { useListing } from '../api/get-listing';
import { pageCount, productsTitle, showingLine, SORT_LABELS } from '../utils/listing-params';
import {
  findCategory,
  isShortSearch,
  listingRequest,
  needsCategory,
  readListingUrl,
  type ListingSetup,
} from '../utils/listing-state';
import { ProductFilters, type FacetChanges } from './product-filters';
import * as S from './product-listing.styles';

/**
 * What the listing lists and reads from its URL (`ListingSetup`: scope, sorts, browse, facets,
 * searchFromUrl; the routes take it from `LISTING_PAGES`, which the server's prefetch reads
 * too), and how it says so.
 */
export interface ProductListingProps extends ListingSetup {
  /** the route pattern ('/dogs') */
  route: string;
  title: string;
  intro?: ReactNode;
  /** 'found': 'N productos encontrados'; 'showing': 'Mostrando a-b de n productos' */
  countStyle?: 'found' | 'showing';
  emptyTitle?: string;
  emptyAction?: ReactNode;
  /** a category page: its name and description (from the database) head the page */
  categoryHeading?: boolean;
}

/** Text typed in the search box reaches the URL after this pause (spec §5). */
const SEARCH_DELAY_MS = 300;

const foundLine = (total: number) =>
  `${total} ${total === 1 ? 'producto encontrado' : 'productos encontrados'}`;

/**
 * A product listing whose state lives in the URL (`sort`, `page`, and on /all-products `q` and
 * `category`), so links, reloads and back/forward reproduce it. Filtering, sorting, counting and
 * paging run in the database; any change but the page goes back to page 1 (spec §4).
 */
export function ProductListing({
  route,
  title,
  intro,
  scope = {},
  sorts,
  browse = false,
  facets = false,
  searchFromUrl = false,
  countStyle = 'found',
  emptyTitle = 'No hay productos disponibles',
  emptyAction,
  categoryHeading = false,
}: ProductListingProps) {
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const setup: ListingSetup = { scope, sorts, browse, facets, searchFromUrl };
  const url = readListingUrl(setup, params);
  const { sort, page, urlTerm, facets: facetValues } = url;
  const categoryParam = facetValues.category;
  const resultsRef = useRef<HTMLDivElement>(null);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  // The search box: typed text reaches the URL after a pause; the URL wins on back/forward.
  const [typed, setTyped] = useState(urlTerm);
  const lastSent = useRef(urlTerm);
  useEffect(() => {
    if (urlTerm !== lastSent.current) {
      lastSent.current = urlTerm;
      setTyped(urlTerm);
    }
  }, [urlTerm]);
  useEffect(() => {
    if (!browse || typed.trim() === lastSent.current.trim()) return;
    const timer = setTimeout(() => {
      lastSent.current = typed.trim();
      update({ q: typed.trim() || null });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `update` reads the current params
  }, [typed, browse]);

  const categories = useCategories();
  useLogError(categories.error, 'reading the categories failed');
  const withCategory = needsCategory(setup, url);
  const category = findCategory(setup, url, categories.data);
  const shortSearch = isShortSearch(setup, url);
  const categoryMissing = withCategory && categories.isSuccess && !category;
  const waitingForCategory = withCategory && !categories.isSuccess && !categories.error;
  const listing = useListing(listingRequest(setup, url, category), {
    enabled: !waitingForCategory && !categoryMissing && !shortSearch,
  });
  useLogError(listing.error, 'reading the listing failed');

  const products = categoryMissing ? [] : (listing.data?.products ?? []);
  const total = categoryMissing ? 0 : (listing.data?.total ?? 0);
  // the first row's images are the listing's first screen (its largest paint, often)
  const renderCard = useProductCards(products, { eagerImages: 4 });
  const loading = (listing.isPending && listing.fetchStatus !== 'idle') || waitingForCategory;
  const totalPages = pageCount(total);

  // A page past the end (an old link) shows the last page instead.
  useEffect(() => {
    if (listing.data && !listing.isPlaceholderData && page > totalPages) {
      update({ page: totalPages > 1 ? String(totalPages) : null });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the total is known
  }, [listing.data, listing.isPlaceholderData, page, totalPages]);

  const changePage = (next: number) => {
    update({ page: next > 1 ? String(next) : null });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  const heading = facets
    ? waitingForCategory
      ? title
      : productsTitle(category)
    : categoryHeading && category
      ? category.name
      : title;
  const filtered = Boolean(facetValues.group || facetValues.subcategory || facetValues.brand);
  const clearFilters = () =>
    update(
      categoryMissing
        ? { category: null, group: null, subcategory: null, brand: null }
        : { group: null, subcategory: null, brand: null },
    );
  const emptyActions =
    facets && (filtered || categoryMissing) ? (
      <Button variant="secondary" onClick={clearFilters}>
        Limpiar filtros
      </Button>
    ) : (
      emptyAction
    );
  const lead = categoryHeading && category?.description ? category.description : intro;

  return (
    <CatalogPage route={route} labelledBy={titleId}>
      <Breadcrumb
        renderLink={routerLink}
        items={[{ label: 'Inicio', href: '/' }, { label: heading }]}
      />
      <PageHeader>
        <h1 id={titleId}>{heading}</h1>
        {lead && <p>{lead}</p>}
      </PageHeader>
      {facets && (
        <ProductFilters
          facets={facetValues}
          categoryId={category?.id ?? ''}
          enabled={!waitingForCategory && !categoryMissing}
          categoryMissing={categoryMissing}
          onChange={(changes: FacetChanges) => update(changes)}
          onClear={clearFilters}
          canClear={filtered || categoryMissing}
        />
      )}
      <S.Toolbar>
        {/* no count line over the empty state ('Mostrando 0 de 0 productos' said nothing the
            empty state doesn't): the live region stays, empty */}
        <S.Count role="status">
          {shortSearch
            ? ''
            : loading || listing.isPlaceholderData
              ? 'Cargando productos…'
              : products.length === 0
                ? ''
                : countStyle === 'showing'
                  ? showingLine(page, products.length, total)
                  : foundLine(total)}
        </S.Count>
        <S.Controls>
          {browse && (
            <>
              <label>
                Buscar
                <TextField
                  type="search"
                  value={typed}
                  placeholder="Nombre, marca o descripción"
                  onChange={(event) => setTyped(event.target.value)}
                />
              </label>
              <label>
                Categoría
                <Select
                  value={category?.id ?? categoryParam}
                  onChange={(event) => update({ category: event.target.value || null })}
                  placeholder="Todas las categorías"
                  options={(categories.data ?? []).map((option) => ({
                    value: option.id,
                    label: option.name,
                  }))}
                />
              </label>
            </>
          )}
          <label>
            Ordenar por
            <Select
              value={sort}
              onChange={(event) => update({ sort: event.target.value })}
              options={sorts.map((value) => ({ value, label: SORT_LABELS[value] }))}
            />
          </label>
        </S.Controls>
      </S.Toolbar>
      <S.Results ref={resultsRef} aria-busy={listing.isPlaceholderData || loading}>
        {shortSearch ? (
          <EmptyState
            title="Escribe al menos 3 caracteres para buscar"
            action={
              <Link component={RouterLink} to="/all-products">
                Ver todos los productos
              </Link>
            }
          />
        ) : (
          <ProductGrid
            items={products}
            getItemKey={(product) => product.id}
            renderItem={renderCard}
            loading={loading}
            label={heading}
            empty={<EmptyState title={emptyTitle} action={emptyActions} />}
          />
        )}
      </S.Results>
      {!shortSearch && totalPages > 1 && (
        <S.Pages>
          <Pagination
            page={Math.min(page, totalPages)}
            totalPages={totalPages}
            onPageChange={changePage}
          />
        </S.Pages>
      )}
    </CatalogPage>
  );
}
