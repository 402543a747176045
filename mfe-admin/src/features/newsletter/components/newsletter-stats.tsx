import { styled } from 'styled-components';
import { Button, StatCard, formatNumber, media, vars } from '@bonis/design-system';
import { useNewsletterStats } from '../api/get-newsletter-stats';
import { formatRate } from '../lib/conversion';

const Grid = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 140px), 1fr));

  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const ErrorLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  margin: 0;
  color: ${vars.color.danger};
`;

/**
 * The four cards (spec §2 'stats'): every subscription, the active ones, the unsubscribed ones
 * and the conversion, subscriptions whose discount was used over all of them.
 */
export function NewsletterStats() {
  const stats = useNewsletterStats();
  const data = stats.data;
  const number = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value));
  return (
    <>
      <Grid>
        <StatCard
          label="Total de suscriptores"
          loading={stats.isPending}
          value={number(data?.total)}
        />
        <StatCard label="Activos" loading={stats.isPending} value={number(data?.active)} />
        <StatCard
          label="Dados de baja"
          loading={stats.isPending}
          value={number(data?.unsubscribed)}
        />
        <StatCard
          label="Conversión"
          loading={stats.isPending}
          value={data ? formatRate(data.conversion) : '—'}
          hint={
            data
              ? `${formatNumber(data.usedDiscount)} ${
                  data.usedDiscount === 1 ? 'usó su descuento' : 'usaron su descuento'
                }`
              : undefined
          }
        />
      </Grid>
      {stats.isError && (
        <ErrorLine role="alert">
          No se pudieron cargar los totales.
          <Button variant="secondary" size="sm" onClick={() => void stats.refetch()}>
            Reintentar
          </Button>
        </ErrorLine>
      )}
    </>
  );
}
