import { StatCard } from '@bonis/design-system';
import type { DashboardReport } from '../api/get-dashboard-report';
import { countOf, formatCOP, formatNumber } from './format';
import { Cards } from './dashboard.styles';

export interface PeriodCardsProps {
  report: DashboardReport | undefined;
  loading: boolean;
}

/**
 * The period's figures: orders placed, revenue of the paid ones, their average ('Ticket
 * promedio': revenue ÷ paid orders, whole pesos) and the new customers.
 */
export function PeriodCards({ report, loading }: PeriodCardsProps) {
  return (
    <Cards>
      <StatCard
        label="Pedidos"
        icon="🧾"
        loading={loading}
        value={formatNumber(report?.orders ?? 0)}
        hint={countOf(report?.paid_orders ?? 0, 'pagado', 'pagados')}
      />
      <StatCard
        label="Ingresos"
        icon="💰"
        loading={loading}
        value={formatCOP(report?.revenue ?? 0)}
        hint="Pedidos pagados"
      />
      <StatCard
        label="Ticket promedio"
        icon="🧮"
        loading={loading}
        value={formatCOP(report?.average_order_value ?? 0)}
        hint="Ingresos ÷ pedidos pagados"
      />
      <StatCard
        label="Clientes nuevos"
        icon="🆕"
        loading={loading}
        value={formatNumber(report?.new_customers ?? 0)}
        hint="Cuentas de clientes creadas"
      />
    </Cards>
  );
}
