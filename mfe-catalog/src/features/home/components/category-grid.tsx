import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link, Skeleton, VisuallyHidden } from '@bonis/design-system';
import { getSupabase, productImageUrl } from '@bonis/supabase-client';
import { useHomeCategories } from '../api/get-home-categories';
import { useLogError } from '../hooks/use-log-error';
import {
  DEFAULT_CATEGORY_EMOJI,
  FALLBACK_CATEGORY_TILES,
  toCategoryTile,
  type CategoryTile,
} from '../utils/home-categories';
import { Detail, Grid, Item, Name, SkeletonTile, Tile, Visual } from './category-grid.styles';
import { Section, SectionHeader, SectionTitle } from './home-section.styles';

/** The spec's loading placeholder: 6 category cards (storefront spec §9). */
export const CATEGORY_SKELETON_COUNT = 6;

function TileVisual({ visual }: { visual: CategoryTile['visual'] }) {
  /** the URL that failed to load, so a new image gets its own chance */
  const [failed, setFailed] = useState<string | null>(null);
  const url = visual.kind === 'image' ? productImageUrl(getSupabase(), visual.image) : undefined;
  if (visual.kind === 'emoji' || !url || url === failed) {
    return (
      <Visual aria-hidden="true">
        {visual.kind === 'emoji' ? visual.emoji : DEFAULT_CATEGORY_EMOJI}
      </Visual>
    );
  }
  return (
    <Visual>
      <img
        src={url}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(url)}
      />
    </Visual>
  );
}

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
      {categories.isPending ? (
        <Grid aria-busy="true" data-state="loading">
          {Array.from({ length: CATEGORY_SKELETON_COUNT }, (_, index) => (
            <Item key={index}>
              {index === 0 && <VisuallyHidden>Cargando categorías…</VisuallyHidden>}
              <SkeletonTile aria-hidden="true" data-skeleton="">
                <Skeleton shape="circle" height={64} />
                <Skeleton width="70%" />
                <Skeleton width="50%" />
              </SkeletonTile>
            </Item>
          ))}
        </Grid>
      ) : (
        <Grid data-state={rows.length > 0 ? 'ready' : 'fallback'}>
          {tiles.map((tile) => (
            <Item key={tile.key}>
              <Tile as={RouterLink} to={tile.href}>
                <TileVisual visual={tile.visual} />
                <Name>{tile.name}</Name>
                <Detail>{tile.detail}</Detail>
              </Tile>
            </Item>
          ))}
        </Grid>
      )}
    </Section>
  );
}
