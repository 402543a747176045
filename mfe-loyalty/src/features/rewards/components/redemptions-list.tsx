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
import { REDEMPTIONS_PAGE_SIZE, useRedemptions } from '../api/get-redemptions';
import { EmptyRow } from './empty-row';
import { LoadError } from './load-error';
import {
  RowAside,
  RowItem,
  RowMain,
  RowMeta,
  RowTitle,
  Rows,
  Section,
  SectionHeader,
  SectionHeading,
} from './rewards-page.styles';

/** 'Mis canjes' (beyond the spec): the rewards the shopper redeemed and where each one is. */
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
