import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
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
import type { ProductFacets } from '../api/get-filter-options';
import { isSearchTerm, useListing, type ListingScope } from '../api/get-listing';
import {
  pageCount,
  productsTitle,
  readPage,
  readSort,
  showingLine,
  SORT_LABELS,
  type ListingSort,
} from '../utils/listing-params';
import { ProductFilters, type FacetChanges } from './product-filters';
import * as S from './product-listing.styles';

export interface ProductListingProps {
  /** the route pattern ('/dogs') */
  route: string;
  title: string;
  intro?: ReactNode;
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
  const sort = readSort(params.get('sort'), sorts);
  const page = readPage(params.get('page'));
  const urlTerm = params.get('q') ?? '';
  const categoryParam = browse || facets ? (params.get('category') ?? '') : '';
  const facetValues: ProductFacets = {
    category: categoryParam,
    group: facets ? (params.get('group') ?? '') : '',
    subcategory: facets ? (params.get('subcategory') ?? '') : '',
    brand: facets ? (params.get('brand') ?? '') : '',
  };
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
  const needsCategory = scope.categorySlug !== undefined || categoryParam !== '';
  // `?category=` takes a category's id (the mega-menu's links) or its slug (`perros`).
  const category = categories.data?.find((candidate) =>
    scope.categorySlug !== undefined
      ? candidate.slug === scope.categorySlug
      : candidate.id === categoryParam || candidate.slug === categoryParam,
  );
  const term = browse || searchFromUrl ? urlTerm : scope.term;
  // A category's page lists what the database says it lists (categories.pet_types): the pet
  // categories by pet, any other by category. Its tile counts the same products.
  const listingScope: ListingScope = {
    petTypes: category?.pet_types ?? scope.petTypes,
    discounted: scope.discounted,
    categoryId: category && !category.pet_types ? category.id : undefined,
    groupId: facetValues.group || undefined,
    subcategory: facetValues.subcategory || undefined,
    brand: facetValues.brand || undefined,
    term: isSearchTerm(term) ? term.trim() : undefined,
  };
  const categoryMissing = needsCategory && categories.isSuccess && !category;
  const waitingForCategory = needsCategory && !categories.isSuccess && !categories.error;
  const listing = useListing(
    { scope: listingScope, sort, page },
    { enabled: !waitingForCategory && !categoryMissing && !(searchFromUrl && !isSearchTerm(term)) },
  );
  useLogError(listing.error, 'reading the listing failed');

  const products = categoryMissing ? [] : (listing.data?.products ?? []);
  const total = categoryMissing ? 0 : (listing.data?.total ?? 0);
  const renderCard = useProductCards(products);
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

  const shortSearch = searchFromUrl && !isSearchTerm(term);
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
        <S.Count role="status">
          {shortSearch
            ? ''
            : loading || listing.isPlaceholderData
              ? 'Cargando productos…'
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
