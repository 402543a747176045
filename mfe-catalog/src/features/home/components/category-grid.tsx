import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link, VisuallyHidden } from '@bonis/design-system';
import { CategoryTileGrid } from '../../../components/category-tile-grid';
import { FALLBACK_CATEGORY_TILES, toCategoryTile } from '../../../lib/category-tiles';
import { useHomeCategories } from '../api/get-home-categories';
import { useLogError } from '../../../lib/use-log-error';
import { Section, SectionHeader, SectionTitle } from './home-section.styles';

/**
 * The home's category grid: the active categories, newest first, each linking to its page
 * with 'N+ productos' or 'Próximamente'. Without categories, or when they can't be read
 * (logged), the five built-in tiles of storefront spec §8. Live.
 */
export function CategoryGrid() {
  const headingId = useId();
  const categories = useHomeCategories();
  useLogError(categories.error, 'reading the categories failed');

  const rows = categories.data ?? [];
  const tiles = rows.length > 0 ? rows.map(toCategoryTile) : FALLBACK_CATEGORY_TILES;

  return (
    <Section aria-labelledby={headingId}>
      <SectionHeader>
        <SectionTitle id={headingId}>Categorías</SectionTitle>
        <Link component={RouterLink} to="/categories">
          Ver todas<VisuallyHidden> las categorías</VisuallyHidden>
        </Link>
      </SectionHeader>
      <CategoryTileGrid
        tiles={tiles}
        loading={categories.isPending}
        state={rows.length > 0 ? 'ready' : 'fallback'}
      />
    </Section>
  );
}
