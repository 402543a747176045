import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  renderWithProviders,
  signInOnBus,
  supabaseMock,
  type TableRequest,
} from '@bonis/test-utils';
import { PointsHistory } from './points-history';

type LedgerRow = Record<string, string | number>;

/** 23 movements, newest first. */
const LEDGER: LedgerRow[] = Array.from({ length: 23 }, (_, index) => {
  const n = 23 - index; // movement number, 23 the newest
  const earned = n % 3 !== 0;
  return {
    id: `t${String(n).padStart(2, '0')}`,
    seq: n,
    transaction_type: earned ? 'earned' : n % 2 === 0 ? 'spent' : 'redeemed',
    points_earned: earned ? 100 : 0,
    points_used: earned ? 0 : 300,
    description: `Movimiento ${n}`,
    created_at: new Date(Date.UTC(2026, 10, 1, 12) + n * 3_600_000).toISOString(),
    balance: 5_000 + n,
  };
});

/** The rows in the order a request asks for ('seq.desc', 'created_at.desc,id.desc'). */
function sorted(rows: LedgerRow[], order: string | undefined): LedgerRow[] {
  const keys = (order ?? '').split(',').filter(Boolean);
  return [...rows].sort((a, b) => {
    for (const key of keys) {
      const [column = '', direction] = key.split('.');
      const [x, y] = [a[column], b[column]];
      if (x === y) continue;
      const before = typeof x === 'number' && typeof y === 'number' ? x < y : String(x) < String(y);
      return (before ? -1 : 1) * (direction === 'desc' ? -1 : 1);
    }
    return 0;
  });
}

/** The view answers each page sorted as asked, as PostgREST does. */
function setup(rows = LEDGER) {
  const reads: TableRequest[] = [];
  supabaseMock.table('points_history').get((request) => {
    reads.push(request);
    const offset = request.offset ?? 0;
    return {
      rows: sorted(rows, request.order).slice(offset, offset + (request.limit ?? rows.length)),
      count: rows.length,
    };
  });
  signInOnBus();
  return { ...renderWithProviders(<PointsHistory userId="user-1" />), reads };
}

const movements = async () =>
  within(await screen.findByRole('list', { name: 'Movimientos de puntos' })).getAllByRole(
    'listitem',
  );

describe('Historial de puntos', () => {
  it('shows the newest 10 movements with date, type, signed points and running balance', async () => {
    const { reads } = setup();
    const rows = await movements();
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('Movimiento 23');
    expect(rows[0]).toHaveTextContent('Ganados');
    expect(rows[0]).toHaveTextContent('+100 puntos');
    expect(rows[0]).toHaveTextContent('Saldo: 5.023');
    expect(within(rows[0] as HTMLElement).getByText(/de nov de 2026/)).toHaveAttribute(
      'datetime',
      LEDGER[0]?.created_at,
    );
    // movement 21: 300 used, 'redeemed'
    expect(rows[2]).toHaveTextContent('Canjeados');
    expect(rows[2]).toHaveTextContent('\u2212300 puntos');
    // movement 18: 'spent'
    expect(rows[5]).toHaveTextContent('Gastados');
    expect(screen.getByText('23 movimientos · Página 1 de 3')).toBeInTheDocument();

    expect(reads[0]).toMatchObject({
      filters: { user_id: 'eq.user-1' },
      order: 'seq.desc',
      offset: 0,
      limit: 10,
      count: 'exact',
    });
  });

  it('lists the movements in the ledger’s order with the balance it stored, even within one instant', async () => {
    // a paid order's points and a spin in the same second, the newer one with the smaller id:
    // the ledger's seq says which came last, and each balance is the one stored after it
    const instant = '2026-12-07T15:00:00.000Z';
    setup([
      {
        id: 'a-spin',
        seq: 42,
        transaction_type: 'spent',
        points_earned: 0,
        points_used: 100,
        description: 'Giro de ruleta',
        created_at: instant,
        balance: 150,
      },
      {
        id: 'z-order',
        seq: 41,
        transaction_type: 'earned',
        points_earned: 50,
        points_used: 0,
        description: 'Compra BON-1765119600000',
        created_at: instant,
        balance: 250,
      },
    ]);

    const rows = await movements();
    expect(rows.map((row) => within(row).getByText(/^(Giro|Compra)/).textContent)).toEqual([
      'Giro de ruleta',
      'Compra BON-1765119600000',
    ]);
    expect(rows[0]).toHaveTextContent('Saldo: 150');
    expect(rows[1]).toHaveTextContent('Saldo: 250');
  });

  it('pages through the history, 10 at a time', async () => {
    const { user, reads } = setup();
    await movements();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Movimiento 13')).toBeInTheDocument();
    expect(await movements()).toHaveLength(10);
    expect(screen.getByText('23 movimientos · Página 2 de 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(await screen.findByText('Movimiento 3')).toBeInTheDocument();
    expect(await movements()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();

    expect(reads.map((read) => read.offset)).toEqual([0, 10, 20]);
  });

  it('says when there are no movements yet', async () => {
    setup([]);
    expect(await screen.findByText('Aún no tienes movimientos de puntos')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
