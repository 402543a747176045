import { describe, expect, it } from 'vitest';
import {
  describeResourceList,
  setupResourceList,
} from '../../../components/admin-kit/testing/resource-test-kit';
import type { BonusRow } from '../api/get-bonuses';
import { bonuses } from './bonuses-page';
import { HINCHA } from '../testing/bonus-fixtures';

const GOLAZO: BonusRow = {
  ...HINCHA,
  id: 'b-golazo',
  name: 'Voucher Golazo',
  description: null,
  icon: '🥅',
  type: 'voucher',
  value: 15000,
  points_cost: 900,
  popular: false,
};
const MUNDIAL: BonusRow = {
  ...HINCHA,
  id: 'b-mundial',
  name: 'Bono Mundialista',
  icon: '🥇',
  type: 'free_shipping',
  value: 1,
  points_cost: 1200,
  popular: false,
  is_active: false,
};

const list = { resource: bonuses, route: '/admin/tienda-bonos', rows: [HINCHA, GOLAZO, MUNDIAL] };

describeResourceList('the bonus store list', {
  ...list,
  row: GOLAZO,
  // by category, then points cost (spec §7)
  order: 'category.asc,points_cost.asc,name.asc,id.asc',
  queries: {
    'q=gol': { filters: { name: 'ilike.%gol%' } },
    'category=deportes&type=voucher': { filters: { category: 'eq.deportes', type: 'eq.voucher' } },
    'status=popular': { filters: { popular: 'eq.true' } },
    'status=inactive': { filters: { is_active: 'eq.false' } },
    'sort=points_cost.desc': { order: 'points_cost.desc,name.asc,id.asc' },
  },
});

describe('the bonus store list', () => {
  it('shows each bonus with its icon, description, category, type, value, cost and tags', async () => {
    const { findRow } = setupResourceList(list);
    const hincha = await findRow('Bono Hincha 10%');
    expect(hincha).toHaveTextContent('⚽');
    expect(hincha).toHaveTextContent('10 % de descuento en tu próxima compra.');
    expect(hincha).toHaveTextContent('Deportes');
    expect(hincha).toHaveTextContent('Descuento');
    expect(hincha).toHaveTextContent('10 %');
    expect(hincha).toHaveTextContent('500 puntos');
    expect(hincha).toHaveTextContent('Popular');
    expect(hincha).not.toHaveTextContent('Inactivo');

    const golazo = await findRow('Voucher Golazo');
    expect(golazo).toHaveTextContent('Bono');
    expect(golazo).toHaveTextContent(/\$\s15\.000/);
    expect(golazo).not.toHaveTextContent('Popular');

    const mundial = await findRow('Bono Mundialista');
    expect(mundial).toHaveTextContent('Envío gratis');
    expect(mundial).toHaveTextContent('1.200 puntos');
    expect(mundial).toHaveTextContent('Inactivo');
  });

  it('exports a row per bonus, its category and type by their names', async () => {
    const { findRow, exportCsv, reads } = setupResourceList({
      ...list,
      route: '/admin/tienda-bonos?category=deportes',
    });
    await findRow('Bono Hincha 10%');
    const lines = await exportCsv();
    expect(reads.at(-1)?.filters.category).toBe('eq.deportes');
    expect(lines).toContain('🥅;Voucher Golazo;;Deportes;Bono;15.000;900;No;Sí');
  });
});
