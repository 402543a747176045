import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  supabaseMock,
  type TableRequest,
} from '@bonis/test-utils';
import { MyBonuses } from './my-bonuses';

const BONUSES = [
  {
    id: 'b1',
    bonus_name: 'Envío gratis',
    bonus_type: 'free_shipping',
    bonus_value: 1,
    expires_at: '2026-12-20T15:00:00Z',
  },
  {
    id: 'b2',
    bonus_name: 'Descuento 15%',
    bonus_type: 'discount',
    bonus_value: 15,
    expires_at: '2026-12-05T15:00:00Z',
  },
];

const WINS = [
  // saved as bonus b3 by the spin: listed once, as a bonus
  {
    id: 'w1',
    prize_name: '10% OFF',
    prize_type: 'discount',
    prize_value: 10,
    expires_at: '2026-12-10T15:00:00Z',
  },
  {
    id: 'w2',
    prize_name: 'Juguete sorpresa',
    prize_type: 'product',
    prize_value: 0,
    expires_at: '2026-12-12T15:00:00Z',
  },
];

function setup({ bonuses = BONUSES, wins = WINS } = {}) {
  const bonusReads: TableRequest[] = [];
  const winReads: TableRequest[] = [];
  supabaseMock.table('user_bonuses').get((request) => {
    bonusReads.push(request);
    // the spin's bonus rows, read to leave their prizes out
    if (request.select === 'roulette_win_id') return [{ roulette_win_id: 'w1' }];
    return bonuses;
  });
  supabaseMock.table('roulette_wins').get((request) => {
    winReads.push(request);
    return wins;
  });
  signInOnBus();
  const requests = recordBusRequests();
  const view = renderWithProviders(<MyBonuses userId="user-1" />);
  return { ...view, requests, bonusReads, winReads };
}

describe('Mis bonos', () => {
  it('lists the active bonuses and the unused roulette prizes, soonest to expire first', async () => {
    const { bonusReads, winReads } = setup();
    const list = await screen.findByRole('list', { name: 'Tus bonos activos' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Descuento 15%15% de descuentoVence el 5 de diciembre de 2026',
      'Juguete sorpresaProducto de regaloPremio de ruletaVence el 12 de diciembre de 2026',
      'Envío gratisEnvío gratisVence el 20 de diciembre de 2026',
    ]);

    // the shopper's active, unexpired bonuses and unredeemed prizes
    const active = bonusReads.find((read) => read.select !== 'roulette_win_id');
    expect(active?.filters).toMatchObject({
      user_id: 'eq.user-1',
      status: 'eq.active',
      expires_at: expect.stringMatching(/^gt\./),
    });
    expect(winReads[0]?.filters).toMatchObject({
      user_id: 'eq.user-1',
      redeemed: 'eq.false',
      prize_type: 'neq.points',
    });
  });

  it('says when there are none, with the way to the bonus store', async () => {
    const { user, requests } = setup({ bonuses: [], wins: [] });
    expect(await screen.findByText('Aún no tienes bonos activos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tienda de Bonos' }));
    expect(requests.bonusStoreRequests()).toBe(1);
  });

  it('says when they could not be read, and reads them again', async () => {
    supabaseMock.table('user_bonuses').get(() => supabaseMock.networkError());
    supabaseMock.table('roulette_wins').get([]);
    signInOnBus();
    const { user } = renderWithProviders(<MyBonuses userId="user-1" />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar tus bonos');
    supabaseMock
      .table('user_bonuses')
      .get((request) => (request.select === 'roulette_win_id' ? [] : BONUSES));
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Tus bonos activos' })).toBeInTheDocument();
  });
});
