import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link, StatCard } from '@bonis/design-system';
import type { PendingWork as PendingCounts } from '../api/get-dashboard-report';
import { countOf, formatNumber } from './format';
import { Block, Cards, HintLinks, SectionTitle } from './dashboard.styles';

/**
 * Where each count's work is done: the lists filtered as their screens write the filters in the
 * URL (the kit's one parameter per filter). Orders take one status a link: 'Pedidos por enviar'
 * counts confirmed and preparing orders, and links to each.
 */
export const PENDING_LINKS = {
  /** the redemptions queue, pending ones (its `status` filter) */
  redemptions: '/admin/canjes?status=pending',
  /** the orders list by status (its `status` filter) */
  ordersConfirmed: '/admin/orders?status=confirmed',
  ordersPreparing: '/admin/orders?status=preparing',
  /** gifts paid, due and not sent (the gifts list's `state` filter, value `overdue`) */
  giftsOverdue: '/admin/regalos?state=overdue',
} as const;

export interface PendingWorkProps {
  counts: PendingCounts | undefined;
  loading: boolean;
}

/**
 * 'Por hacer': what waits for the back office now, whatever the period: rewards to deliver,
 * orders to ship (confirmed or being prepared) and paid gifts whose day came and that were not
 * sent, each linking to its list filtered to that work.
 */
export function PendingWork({ counts, loading }: PendingWorkProps) {
  const titleId = useId();
  return (
    <Block aria-labelledby={titleId}>
      <SectionTitle id={titleId}>Por hacer</SectionTitle>
      <Cards>
        <StatCard
          label="Canjes por entregar"
          icon="🎁"
          loading={loading}
          value={formatNumber(counts?.redemptions_pending ?? 0)}
          hint={
            <Link component={RouterLink} to={PENDING_LINKS.redemptions}>
              Ver canjes por entregar
            </Link>
          }
        />
        <StatCard
          label="Pedidos por enviar"
          icon="📦"
          loading={loading}
          value={formatNumber(counts?.orders_to_ship ?? 0)}
          hint={
            <HintLinks>
              <Link component={RouterLink} to={PENDING_LINKS.ordersConfirmed}>
                {countOf(counts?.orders_confirmed ?? 0, 'confirmado', 'confirmados')}
              </Link>
              <Link component={RouterLink} to={PENDING_LINKS.ordersPreparing}>
                {`${formatNumber(counts?.orders_preparing ?? 0)} en preparación`}
              </Link>
            </HintLinks>
          }
        />
        <StatCard
          label="Regalos sin enviar"
          icon="💌"
          loading={loading}
          value={formatNumber(counts?.gifts_overdue ?? 0)}
          tone={counts && counts.gifts_overdue > 0 ? 'warning' : 'default'}
          hint={
            <Link component={RouterLink} to={PENDING_LINKS.giftsOverdue}>
              Ver regalos sin enviar
            </Link>
          }
        />
      </Cards>
    </Block>
  );
}
