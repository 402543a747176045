import { useId } from 'react';
import { SkeletonText, vars } from '@bonis/design-system';
import { orderStatusLabel } from '@bonis/supabase-client';
import { ORDER_STATUSES, type OrderStatus } from '../api/get-dashboard-stats';
import { formatNumber } from './format';
import {
  BarFill,
  BarTrack,
  Muted,
  Panel,
  PanelTitle,
  PlainList,
  StatusCount,
  StatusItem,
} from './dashboard.styles';

const barColors: Record<OrderStatus, string> = {
  pending: vars.color.warning,
  confirmed: vars.color.info,
  preparing: vars.color.accent,
  shipped: vars.color.brand,
  delivered: vars.color.success,
  cancelled: vars.color.danger,
};

export interface OrdersByStatusPanelProps {
  counts: Record<OrderStatus, number> | undefined;
  loading: boolean;
}

/** How many orders are in each status, as labelled counts over bars (the largest is full). */
export function OrdersByStatusPanel({ counts, loading }: OrdersByStatusPanelProps) {
  const titleId = useId();
  const largest = counts ? Math.max(0, ...ORDER_STATUSES.map((status) => counts[status])) : 0;
  return (
    <Panel aria-labelledby={titleId} aria-busy={loading || undefined}>
      <PanelTitle id={titleId}>Pedidos por estado</PanelTitle>
      {loading || !counts ? (
        <SkeletonText lines={6} />
      ) : largest === 0 ? (
        <Muted>Aún no hay pedidos.</Muted>
      ) : (
        <PlainList>
          {ORDER_STATUSES.map((status) => (
            <StatusItem key={status}>
              <span>{orderStatusLabel(status)}</span>
              <StatusCount>{formatNumber(counts[status])}</StatusCount>
              <BarTrack aria-hidden="true">
                <BarFill $color={barColors[status]} $share={counts[status] / largest} />
              </BarTrack>
            </StatusItem>
          ))}
        </PlainList>
      )}
    </Panel>
  );
}
