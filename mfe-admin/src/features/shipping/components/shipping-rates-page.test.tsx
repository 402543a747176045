import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  describeResourceList,
  setupResourceList,
} from '../../../components/admin-kit/testing/resource-test-kit';
import type { ShippingRateRow } from '../api/get-shipping-rates';
import { shippingRates } from './shipping-rates-page';

const MISMO_DIA: ShippingRateRow = {
  id: 'rate-mismo-dia',
  name: 'Mismo día',
  description: 'Pedidos antes de las 12:00 m.',
  base_price: 22000,
  delivery_hours_min: 2,
  delivery_hours_max: 8,
  is_active: false,
  updated_at: '2026-11-20T15:00:00Z',
};
const ESTANDAR: ShippingRateRow = {
  id: 'rate-estandar',
  name: 'Estándar',
  description: 'Entrega en 2 a 3 días hábiles.',
  base_price: 8000,
  delivery_hours_min: 48,
  delivery_hours_max: 72,
  is_active: true,
  updated_at: '2026-11-20T15:00:00Z',
};
const EXPRESS: ShippingRateRow = {
  id: 'rate-express',
  name: 'Express',
  description: null,
  base_price: 15000,
  delivery_hours_min: 24,
  delivery_hours_max: 24,
  is_active: true,
  updated_at: '2026-11-20T15:00:00Z',
};

const list = {
  resource: shippingRates,
  route: '/admin/shipping',
  rows: [ESTANDAR, EXPRESS, MISMO_DIA],
};

describeResourceList('the shipping rates list', {
  ...list,
  row: EXPRESS,
  // the spec's order: cheapest first
  order: 'base_price.asc,id.asc',
  queries: {
    'q=exp': { filters: { name: 'ilike.%exp%' } },
    'status=inactive': { filters: { is_active: 'eq.false' } },
    'sort=delivery_hours_min.desc&page=2&size=10': {
      order: 'delivery_hours_min.desc,id.asc',
      offset: 10,
    },
  },
});

describe('the shipping rates list', () => {
  it("shows each rate's name, description, base price in pesos, delivery hours and status", async () => {
    const { findRow, table } = setupResourceList(list);
    const estandar = await findRow('Estándar');
    expect(estandar).toHaveTextContent('Entrega en 2 a 3 días hábiles.');
    expect(estandar).toHaveTextContent(/\$\s8\.000/);
    expect(estandar).toHaveTextContent('48–72 h');
    expect(estandar).toHaveTextContent('Activo');
    expect(await findRow('Express')).toHaveTextContent('24 h');
    expect(await findRow('Mismo día')).toHaveTextContent('Inactivo');
    const names = within(table())
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('strong')?.textContent);
    expect(names).toEqual(['Estándar', 'Express', 'Mismo día']);
  });

  it('links to the time ranges, whose cost the checkout charges', () => {
    setupResourceList(list);
    expect(screen.getByRole('link', { name: 'Rangos Horarios de Envío' })).toHaveAttribute(
      'href',
      '/admin/shipping-time-ranges',
    );
  });

  it('exports the filtered list as CSV, a row per rate', async () => {
    const { findRow, exportCsv, reads } = setupResourceList({
      ...list,
      route: '/admin/shipping?status=active',
    });
    await findRow('Estándar');
    const lines = await exportCsv();
    expect(reads.at(-1)).toMatchObject({ order: 'base_price.asc,id.asc', limit: 1000 });
    expect(reads.at(-1)?.filters.is_active).toBe('eq.true');
    expect(lines[1]).toBe('Estándar;Entrega en 2 a 3 días hábiles.;8.000;48;72;Sí');
    expect(lines[2]).toBe('Express;;15.000;24;24;Sí');
  });
});
