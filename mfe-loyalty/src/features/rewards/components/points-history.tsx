import { useEffect, useId, useState } from 'react';
import {
  Badge,
  Pagination,
  Skeleton,
  VisuallyHidden,
  formatDate,
  formatNumber,
} from '@bonis/design-system';
import { pointsMovementLabel, pointsMovementTone } from '@bonis/supabase-client';
import {
  HISTORY_PAGE_SIZE,
  usePointsHistory,
  type PointsMovement,
} from '../api/get-points-history';
import { signedPoints } from '../utils/history-labels';
import { EmptyRow } from './empty-row';
import { LoadError } from './load-error';
import {
  Amount,
  Muted,
  RowAside,
  RowItem,
  RowMain,
  RowMeta,
  RowTitle,
  Rows,
  Section,
  SectionHeader,
  SectionHeading,
  SmallMuted,
} from './rewards-page.styles';

const sign = (movement: PointsMovement) => {
  const delta = movement.points_earned - movement.points_used;
  return delta > 0 ? 'plus' : delta < 0 ? 'minus' : 'zero';
};

/**
 * The shopper's points ledger (beyond the spec): every movement with its date, description,
 * type ('Ganados', 'Gastados', 'Canjeados'), points (+earned / −used) and the balance after it;
 * newest first, 10 per page.
 */
export function PointsHistory({ userId }: { userId: string }) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const { data, error, isFetching, isPlaceholderData, refetch } = usePointsHistory(userId, page);

  useEffect(() => {
    if (error) console.error('[mfe-loyalty] loading the points history failed', error);
  }, [error]);

  const totalPages = data ? Math.max(1, Math.ceil(data.total / HISTORY_PAGE_SIZE)) : 1;

  let content;
  if (!data) {
    content = error ? (
      <LoadError
        message="No se pudo cargar tu historial de puntos"
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    ) : (
      <div role="status">
        <VisuallyHidden>Cargando tu historial…</VisuallyHidden>
        <Skeleton shape="rect" height={240} />
      </div>
    );
  } else if (data.total === 0) {
    content = (
      <EmptyRow title="Aún no tienes movimientos de puntos">
        Tus compras, canjes y giros aparecerán aquí.
      </EmptyRow>
    );
  } else {
    content = (
      <>
        {error && (
          <LoadError
            message="No se pudo cargar esta página del historial"
            retrying={isFetching}
            onRetry={() => void refetch()}
          />
        )}
        <Rows aria-label="Movimientos de puntos" aria-busy={isPlaceholderData || undefined}>
          {data.movements.map((movement) => (
            <RowItem key={movement.id}>
              <RowMain>
                <RowTitle>{movement.description}</RowTitle>
                <RowMeta>
                  <time dateTime={movement.created_at}>
                    {formatDate(movement.created_at, 'datetime')}
                  </time>
                  <Badge tone={pointsMovementTone(movement.transaction_type)} size="sm">
                    {pointsMovementLabel(movement.transaction_type)}
                  </Badge>
                </RowMeta>
              </RowMain>
              <RowAside>
                <Amount $sign={sign(movement)}>
                  {signedPoints(movement.points_earned, movement.points_used)}
                  <VisuallyHidden> puntos</VisuallyHidden>
                </Amount>
                <SmallMuted>Saldo: {formatNumber(movement.balance)}</SmallMuted>
              </RowAside>
            </RowItem>
          ))}
        </Rows>
        <Pagination
          page={page}
          totalPages={totalPages}
          onPageChange={setPage}
          label="Páginas del historial de puntos"
        />
      </>
    );
  }

  return (
    <Section aria-labelledby={headingId}>
      <SectionHeader>
        <SectionHeading id={headingId}>Historial de puntos</SectionHeading>
        {data && data.total > 0 && (
          <Muted>
            {data.total === 1 ? '1 movimiento' : `${formatNumber(data.total)} movimientos`} · Página{' '}
            {page} de {totalPages}
          </Muted>
        )}
      </SectionHeader>
      {content}
    </Section>
  );
}
