import { useId } from 'react';
import { Breadcrumb } from '@bonis/design-system';
import { CatalogPage } from '../../../components/catalog-page';
import { CategoryTileGrid } from '../../../components/category-tile-grid';
import { PageHeader } from '../../../components/page-header';
import { routerLink } from '../../../components/router-link';
import { FALLBACK_CATEGORY_TILES, toCategoryTile } from '../../../lib/category-tiles';
import { useLogError } from '../../../lib/use-log-error';
import { useAllCategories } from '../api/get-all-categories';

/**
 * `/categories`: every active category by name, each tile linking to its page with
 * 'N+ productos' or 'Próximamente'. None, or a failed read (logged): the five built-in tiles
 * (storefront spec §8). Live through `['categories']`.
 */
export function CategoriesPage() {
  const titleId = useId();
  const categories = useAllCategories();
  useLogError(categories.error, 'reading the categories failed');
  const rows = categories.data ?? [];
  const tiles = rows.length > 0 ? rows.map(toCategoryTile) : FALLBACK_CATEGORY_TILES;

  return (
    <CatalogPage route="/categories" labelledBy={titleId}>
      <Breadcrumb
        renderLink={routerLink}
        items={[{ label: 'Inicio', href: '/' }, { label: 'Categorías' }]}
      />
      <PageHeader>
        <h1 id={titleId}>Categorías</h1>
        <p>Encuentra todo para tu mascota, organizado por categoría.</p>
      </PageHeader>
      <CategoryTileGrid
        tiles={tiles}
        loading={categories.isPending}
        headingLevel={2}
        labelledBy={titleId}
        state={rows.length > 0 ? 'ready' : 'fallback'}
      />
    </CatalogPage>
  );
}
