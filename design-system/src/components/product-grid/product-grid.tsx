import type { Key, ReactNode, Ref } from 'react';
import { EmptyState } from '../empty-state';
import { Skeleton } from '../skeleton';
import { VisuallyHidden } from '../visually-hidden';
import { Grid, Item, SkeletonCard } from './product-grid.styles';

export interface ProductGridProps<Item> {
  items: readonly Item[];
  /** usually a ProductCard */
  renderItem: (item: Item, index: number) => ReactNode;
  getItemKey: (item: Item) => Key;
  /** shows `skeletonCount` placeholder cards instead of the items */
  loading?: boolean;
  /** 8, the spec's skeleton count */
  skeletonCount?: number;
  /** what shows with no items: an EmptyState 'No hay productos disponibles' by default */
  empty?: ReactNode;
  /** the list's accessible name, e.g. 'Productos para perros' */
  label?: string;
  /** read to screen readers while loading; 'Cargando productos' */
  loadingLabel?: string;
  className?: string;
  ref?: Ref<HTMLUListElement>;
}

function CardSkeleton() {
  return (
    <SkeletonCard aria-hidden="true" data-skeleton="">
      <Skeleton shape="rect" height="auto" style={{ aspectRatio: '1', borderRadius: 0 }} />
      <Skeleton width="40%" />
      <Skeleton width="90%" />
      <Skeleton width="55%" height="1.4em" />
      <Skeleton shape="rect" height="32px" />
    </SkeletonCard>
  );
}

/**
 * Products in a responsive list: one column on a 320 px phone, two from `sm`, three from `md`,
 * four from `lg`. Skeleton cards while loading; an empty state with no products.
 */
export function ProductGrid<Item>({
  items,
  renderItem,
  getItemKey,
  loading = false,
  skeletonCount = 8,
  empty,
  label,
  loadingLabel = 'Cargando productos',
  className,
  ref,
}: ProductGridProps<Item>) {
  if (!loading && items.length === 0) {
    return <>{empty ?? <EmptyState title="No hay productos disponibles" />}</>;
  }

  return (
    <Grid
      ref={ref}
      className={className}
      role="list"
      aria-label={label}
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : 'ready'}
    >
      {loading
        ? Array.from({ length: skeletonCount }, (_, index) => (
            <Item key={`skeleton-${index}`} role="listitem">
              {index === 0 && <VisuallyHidden>{loadingLabel}</VisuallyHidden>}
              <CardSkeleton />
            </Item>
          ))
        : items.map((item, index) => (
            <Item key={getItemKey(item)} role="listitem">
              {renderItem(item, index)}
            </Item>
          ))}
    </Grid>
  );
}
