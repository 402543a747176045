import { formatNumber } from '@bonis/design-system';
import { StatCards } from '../../../components/admin-kit';
import { useNewsletterStats } from '../api/get-newsletter-stats';
import { formatRate } from '../lib/conversion';

/**
 * The four cards (spec §2 'stats'): every subscription, the active ones, the unsubscribed ones
 * and the conversion, subscriptions whose discount was used over all of them.
 */
export function NewsletterStats() {
  const stats = useNewsletterStats();
  const data = stats.data;
  const number = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value));
  return (
    <StatCards
      loading={stats.isPending}
      failed={stats.isError}
      onRetry={() => void stats.refetch()}
      cards={[
        { label: 'Total de suscriptores', value: number(data?.total) },
        { label: 'Activos', value: number(data?.active) },
        { label: 'Dados de baja', value: number(data?.unsubscribed) },
        {
          label: 'Conversión',
          value: data ? formatRate(data.conversion) : '—',
          hint: data
            ? `${formatNumber(data.usedDiscount)} ${
                data.usedDiscount === 1 ? 'usó su descuento' : 'usaron su descuento'
              }`
            : undefined,
        },
      ]}
    />
  );
}
