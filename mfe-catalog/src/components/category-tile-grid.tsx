import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Skeleton, VisuallyHidden } from '@bonis/design-system';
import { getSupabase, productImageSources, THUMBNAIL_IMAGE_WIDTHS } from '@bonis/supabase-client';
import { DEFAULT_CATEGORY_ICON, type CategoryTile } from '../lib/category-tiles';
import { Detail, Grid, Item, Name, SkeletonTile, Tile, Visual } from './category-tile-grid.styles';
import { StoreIcon } from './store-icon';

/** The spec's loading placeholder: 6 category cards (storefront spec §9). */
export const CATEGORY_SKELETON_COUNT = 6;

function TileVisual({ visual }: { visual: CategoryTile['visual'] }) {
  /** the URL that failed to load, so a new image gets its own chance */
  const [failed, setFailed] = useState<string | null>(null);
  const image =
    visual.kind === 'image'
      ? productImageSources(getSupabase(), visual.image, {
          widths: THUMBNAIL_IMAGE_WIDTHS,
          // Visual: a 64 px circle
          sizes: '64px',
        })
      : undefined;
  const url = image?.src;
  if (visual.kind === 'emoji') return <Visual aria-hidden="true">{visual.emoji}</Visual>;
  if (visual.kind === 'icon' || !url || url === failed) {
    return (
      <Visual aria-hidden="true">
        <StoreIcon name={visual.kind === 'icon' ? visual.icon : DEFAULT_CATEGORY_ICON} />
      </Visual>
    );
  }
  return (
    <Visual>
      <img
        src={url}
        srcSet={image?.srcSet}
        sizes={image?.sizes}
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

export interface CategoryTileGridProps {
  tiles: readonly CategoryTile[];
  /** shows the six skeleton cards, announced as 'Cargando categorías…' */
  loading?: boolean;
  /** the level of each tile's name under the page's headings */
  headingLevel?: 2 | 3;
  /** `data-state` for the grid ('ready', 'fallback'…) */
  state?: string;
  /** the id of the heading that names the list */
  labelledBy?: string;
}

/**
 * A grid of category tiles, each one link (one tab stop) with its icon, emoji or image, name and
 * detail line. Two tiles side by side on a 320 px phone, as many as fit above.
 */
export function CategoryTileGrid({
  tiles,
  loading = false,
  headingLevel = 3,
  state,
  labelledBy,
}: CategoryTileGridProps) {
  if (loading) {
    return (
      <Grid aria-busy="true" data-state="loading" aria-labelledby={labelledBy}>
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
    );
  }
  return (
    <Grid data-state={state} aria-labelledby={labelledBy}>
      {tiles.map((tile) => (
        <Item key={tile.key}>
          <Tile as={RouterLink} to={tile.href}>
            <TileVisual visual={tile.visual} />
            <Name as={`h${headingLevel}`}>{tile.name}</Name>
            <Detail>{tile.detail}</Detail>
          </Tile>
        </Item>
      ))}
    </Grid>
  );
}
