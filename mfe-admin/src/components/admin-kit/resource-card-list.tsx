import type { ReactNode } from 'react';
import { Button, Card, EmptyState, Pagination, Skeleton, SkeletonText } from '@bonis/design-system';
import { ErrorBox } from './admin-kit.styles';
import type { ResourceCards } from './resource';
import { CardGrid, CardsFooter, SkeletonCard } from './resource.styles';

export interface ResourceCardListProps<Row> {
  cards: ResourceCards<Row>;
  /** Names the list ('Planes de membresía'). */
  label: string;
  rows: readonly Row[];
  loading: boolean;
  /** Shown instead of the cards, with 'Reintentar'. */
  error: string | null;
  onRetry: () => void;
  getRowId: (row: Row) => string;
  getRowLabel: (row: Row) => string;
  isInactive?: (row: Row) => boolean;
  /** A row's buttons. */
  actions: (row: Row) => ReactNode;
  /** The empty state's title; without a search or filter, the declaration's line and `create`. */
  empty: string;
  filtered: boolean;
  create?: ReactNode;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** The rows of a `ResourceList` whose resource declares `cards` (see `ResourceCards`). */
export function ResourceCardList<Row>({
  cards,
  label,
  rows,
  loading,
  error,
  onRetry,
  getRowId,
  getRowLabel,
  isInactive,
  actions,
  empty,
  filtered,
  create,
  page,
  pageCount,
  onPageChange,
}: ResourceCardListProps<Row>) {
  if (error) {
    return (
      <ErrorBox role="alert">
        <p>{error}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Reintentar
        </Button>
      </ErrorBox>
    );
  }
  if (loading) {
    return (
      <CardGrid aria-label={label} aria-busy="true">
        {[0, 1].map((index) => (
          <li key={index}>
            <Card padding="lg">
              <SkeletonCard>
                <Skeleton width="50%" height={24} />
                <Skeleton width="40%" height={28} />
                <SkeletonText lines={4} />
              </SkeletonCard>
            </Card>
          </li>
        ))}
      </CardGrid>
    );
  }
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={cards.emptyIcon}
        title={empty}
        description={filtered ? undefined : cards.emptyDescription}
        action={filtered ? undefined : create}
      />
    );
  }
  const { Card: RowCard } = cards;
  return (
    <>
      <CardGrid aria-label={label}>
        {rows.map((row) => (
          <li
            key={getRowId(row)}
            aria-label={getRowLabel(row)}
            data-inactive={isInactive?.(row) ? '' : undefined}
          >
            <RowCard row={row} actions={actions(row)} />
          </li>
        ))}
      </CardGrid>
      {pageCount > 1 ? (
        <CardsFooter>
          <Pagination page={page} totalPages={pageCount} onPageChange={onPageChange} />
        </CardsFooter>
      ) : null}
    </>
  );
}
