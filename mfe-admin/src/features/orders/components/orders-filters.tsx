import { FormField, Select, TextField } from '@bonis/design-system';
import {
  orderStatusOptions,
  paymentMethodOptions,
  paymentStatusOptions,
} from '../lib/order-labels';
import type { ORDER_FILTER_DEFAULTS } from '../hooks/use-orders-list-params';
import { Filters } from './orders.styles';

type OrderFilters = typeof ORDER_FILTER_DEFAULTS;

export interface OrdersFiltersProps {
  filters: OrderFilters;
  onChange: <N extends keyof OrderFilters>(name: N, value: OrderFilters[N]) => void;
}

const ALL = { value: '', label: 'Todos' };

/** Status, payment status, payment method and the 'Desde'/'Hasta' days of the list. */
export function OrdersFilters({ filters, onChange }: OrdersFiltersProps) {
  return (
    <Filters>
      <FormField label="Estado">
        <Select
          options={[ALL, ...orderStatusOptions]}
          value={filters.status}
          onChange={(event) => onChange('status', event.target.value)}
        />
      </FormField>
      <FormField label="Estado del pago">
        <Select
          options={[ALL, ...paymentStatusOptions]}
          value={filters.payment}
          onChange={(event) => onChange('payment', event.target.value)}
        />
      </FormField>
      <FormField label="Método de pago">
        <Select
          options={[ALL, ...paymentMethodOptions]}
          value={filters.method}
          onChange={(event) => onChange('method', event.target.value)}
        />
      </FormField>
      <FormField label="Desde">
        <TextField
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onChange('from', event.target.value)}
        />
      </FormField>
      <FormField label="Hasta">
        <TextField
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => onChange('to', event.target.value)}
        />
      </FormField>
    </Filters>
  );
}
