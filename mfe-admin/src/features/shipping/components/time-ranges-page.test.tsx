import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import {
  describeResourceList,
  setupResourceList,
} from '../../../components/admin-kit/testing/resource-test-kit';
import type { TimeRangeRow } from '../api/get-time-ranges';
import { timeRanges } from './time-ranges-page';
import { MORNING } from '../testing/time-range-fixtures';

const EVENING: TimeRangeRow = {
  id: 'range-evening',
  time_range: '4:00 p. m. - 8:00 p. m.',
  description: null,
  cost: 10000,
  icon: '🌙',
  priority: 3,
  ends_at: '20:00:00',
  is_active: true,
  updated_at: '2026-11-20T15:00:00Z',
};
const ANYTIME: TimeRangeRow = {
  id: 'range-anytime',
  time_range: 'Durante el día',
  description: 'Sin horario fijo',
  cost: 0,
  icon: '📦',
  priority: 9,
  ends_at: null,
  is_active: false,
  updated_at: '2026-11-20T15:00:00Z',
};

const list = {
  resource: timeRanges,
  route: '/admin/shipping-time-ranges',
  rows: [MORNING, EVENING, ANYTIME],
};

describeResourceList('the time ranges list', {
  ...list,
  row: EVENING,
  // by priority, lowest first, as the checkout offers them
  order: 'priority.asc,id.asc',
  queries: {
    'q=p.+m.': { filters: { time_range: 'ilike.%p. m.%' } },
    'status=active': { filters: { is_active: 'eq.true' } },
    'sort=cost.desc': { order: 'cost.desc,id.asc' },
    // an unknown sort in the URL: the default one
    'sort=ends_at.desc': { order: 'priority.asc,id.asc' },
  },
});

describe('the time ranges list', () => {
  it("shows each range's icon, text, description, cost in pesos, priority, cut-off and status", async () => {
    const { findRow, reads } = setupResourceList(list);
    const morning = await findRow('8:00 a. m. - 12:00 m.');
    expect(within(morning).getByRole('img', { name: 'Sol' })).toHaveTextContent('☀️');
    expect(morning).toHaveTextContent('Entrega en la mañana');
    expect(morning).toHaveTextContent(/\$\s8\.000/);
    expect(morning).toHaveTextContent(/12:00\sp\.\sm\./);
    expect(morning).toHaveTextContent('Activo');
    expect(within(morning).getAllByRole('cell')[1]).toHaveTextContent('1');

    const anytime = await findRow('Durante el día');
    expect(anytime).toHaveTextContent('Sin cierre');
    expect(anytime).toHaveTextContent(/\$\s0/);
    expect(anytime).toHaveTextContent('Inactivo');
    expect(reads[0]?.select).toBe(
      'id,time_range,description,cost,icon,priority,ends_at,is_active,updated_at',
    );
  });

  it('exports a row per range, the cut-off as the list shows it', async () => {
    const { findRow, exportCsv } = setupResourceList(list);
    await findRow('8:00 a. m. - 12:00 m.');
    const lines = await exportCsv();
    expect(lines[1]?.replace(/\s/g, ' ')).toBe(
      '1;☀️;8:00 a. m. - 12:00 m.;Entrega en la mañana;8.000;12:00 p. m.;Sí',
    );
    expect(lines[3]).toBe('9;📦;Durante el día;Sin horario fijo;0;;No');
  });
});
