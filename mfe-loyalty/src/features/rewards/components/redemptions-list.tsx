import { useEffect, useId, useState } from 'react';
import {
  Badge,
  Pagination,
  Skeleton,
  VisuallyHidden,
  formatDate,
  formatNumber,
} from '@bonis/design-system';
import { redemptionStatusLabel, redemptionStatusTone } from '@bonis/supabase-client';
import { REDEMPTIONS_PAGE_SIZE, useRedemptions, type Redemption } from '../api/get-redemptions';
import { EmptyRow } from './empty-row';
import { LoadError } from './load-error';
import {
  RowAside,
  RowItem,
  RowMain,
  RowMeta,
  RowNote,
  RowTitle,
  Rows,
  Section,
  SectionHeader,
  SectionHeading,
} from './rewards-page.styles';

const points = (n: number) => `${formatNumber(n)} ${n === 1 ? 'punto' : 'puntos'}`;

/**
 * What the store did with a handled redemption: when it was delivered and its note ('Nota de
 * la tienda: …'), or when it was cancelled, why ('Motivo: …') and that the points came back.
 */
function Outcome({ redemption }: { redemption: Redemption }) {
  if (redemption.status === 'delivered') {
    return (
      <>
        {redemption.delivered_at ? (
          <RowNote>
            Entregado el{' '}
            <time dateTime={redemption.delivered_at}>{formatDate(redemption.delivered_at)}</time>
          </RowNote>
        ) : null}
        {redemption.note ? <RowNote>Nota de la tienda: {redemption.note}</RowNote> : null}
      </>
    );
  }
  if (redemption.status === 'cancelled') {
    return (
      <>
        {redemption.cancel_reason ? <RowNote>Motivo: {redemption.cancel_reason}</RowNote> : null}
        <RowNote>
          {redemption.cancelled_at ? (
            <>
              Cancelado el{' '}
              <time dateTime={redemption.cancelled_at}>{formatDate(redemption.cancelled_at)}</time>
              .{' '}
            </>
          ) : null}
          Te devolvimos {points(redemption.points_used)}.
        </RowNote>
      </>
    );
  }
  return null;
}

/**
 * 'Mis canjes' (beyond the spec): the rewards the shopper redeemed and where each one is — its
 * status, and once the store handled it, the delivery's date and note or the cancellation's
 * reason and the points given back.
 */
export function RedemptionsList({ userId }: { userId: string }) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const { data, error, isFetching, isPlaceholderData, refetch } = useRedemptions(userId, page);

  useEffect(() => {
    if (error) console.error('[mfe-loyalty] loading the redemptions failed', error);
  }, [error]);

  let content;
  if (!data) {
    content = error ? (
      <LoadError
        message="No se pudieron cargar tus canjes"
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    ) : (
      <div role="status">
        <VisuallyHidden>Cargando tus canjes…</VisuallyHidden>
        <Skeleton shape="rect" height={120} />
      </div>
    );
  } else if (data.total === 0) {
    content = (
      <EmptyRow title="Aún no has canjeado premios">
        Cuando canjees uno, aquí podrás seguir su entrega.
      </EmptyRow>
    );
  } else {
    content = (
      <>
        {error && (
          <LoadError
            message="No se pudo cargar esta página de tus canjes"
            retrying={isFetching}
            onRetry={() => void refetch()}
          />
        )}
        <Rows aria-label="Premios canjeados" aria-busy={isPlaceholderData || undefined}>
          {data.redemptions.map((redemption) => (
            <RowItem key={redemption.id}>
              <RowMain>
                <RowTitle>{redemption.reward_name}</RowTitle>
                <RowMeta>
                  <time dateTime={redemption.created_at}>{formatDate(redemption.created_at)}</time>
                  <span>· {formatNumber(redemption.points_used)} puntos</span>
                </RowMeta>
                <Outcome redemption={redemption} />
              </RowMain>
              <RowAside>
                <Badge tone={redemptionStatusTone(redemption.status)} size="sm">
                  {redemptionStatusLabel(redemption.status)}
                </Badge>
              </RowAside>
            </RowItem>
          ))}
        </Rows>
        <Pagination
          page={page}
          totalPages={Math.max(1, Math.ceil(data.total / REDEMPTIONS_PAGE_SIZE))}
          onPageChange={setPage}
          label="Páginas de tus canjes"
        />
      </>
    );
  }

  return (
    <Section aria-labelledby={headingId}>
      <SectionHeader>
        <SectionHeading id={headingId}>Mis canjes</SectionHeading>
      </SectionHeader>
      {content}
    </Section>
  );
}
