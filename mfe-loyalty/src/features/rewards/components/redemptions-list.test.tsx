import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  renderWithProviders,
  signInOnBus,
  supabaseMock,
  type TableRequest,
} from '@bonis/test-utils';
import { RedemptionsList } from './redemptions-list';

describe('Mis canjes', () => {
  it('lists the shopper’s redemptions, newest first, with their status', async () => {
    const reads: TableRequest[] = [];
    supabaseMock.table('points_redemptions_v2').get((request) => {
      reads.push(request);
      return {
        rows: [
          {
            id: 'r3',
            reward_name: 'Kong Classic',
            points_used: 1_500,
            status: 'pending',
            created_at: '2026-11-25T15:00:00Z',
            note: null,
            delivered_at: null,
            cancel_reason: null,
            cancelled_at: null,
          },
          {
            id: 'r2',
            reward_name: 'Snack sorpresa',
            points_used: 300,
            status: 'delivered',
            created_at: '2026-11-20T15:00:00Z',
            note: null,
            delivered_at: '2026-11-21T20:05:00Z',
            cancel_reason: null,
            cancelled_at: null,
          },
          {
            id: 'r1',
            reward_name: 'Bolsas biodegradables',
            points_used: 400,
            status: 'cancelled',
            created_at: '2026-11-10T15:00:00Z',
            note: null,
            delivered_at: null,
            cancel_reason: 'Sin unidades en bodega',
            cancelled_at: '2026-11-11T15:00:00Z',
          },
        ],
        count: 3,
      };
    });
    signInOnBus();
    renderWithProviders(<RedemptionsList userId="user-1" />);

    const rows = within(
      await screen.findByRole('list', { name: 'Premios canjeados' }),
    ).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Kong Classic25 de noviembre de 2026· 1.500 puntosPendiente',
      'Snack sorpresa20 de noviembre de 2026· 300 puntosEntregado el 21 de noviembre de 2026Entregado',
      'Bolsas biodegradables10 de noviembre de 2026· 400 puntosMotivo: Sin unidades en bodegaCancelado el 11 de noviembre de 2026. Te devolvimos 400 puntos.Cancelado',
    ]);
    expect(reads[0]?.select).toBe(
      'id,reward_name,points_used,status,created_at,note,delivered_at,cancel_reason,cancelled_at',
    );
    expect(reads[0]).toMatchObject({
      filters: { user_id: 'eq.user-1' },
      order: 'created_at.desc,id.desc',
      offset: 0,
      limit: 10,
    });
  });

  it("shows a delivered redemption's date and the store's note", async () => {
    supabaseMock.table('points_redemptions_v2').get({
      rows: [
        {
          id: 'r2',
          reward_name: 'Snack sorpresa',
          points_used: 300,
          status: 'delivered',
          created_at: '2026-11-20T15:00:00Z',
          note: 'Lo dejamos en la portería',
          delivered_at: '2026-11-21T20:05:00Z',
          cancel_reason: null,
          cancelled_at: null,
        },
      ],
      count: 1,
    });
    signInOnBus();
    renderWithProviders(<RedemptionsList userId="user-1" />);
    const [row] = within(
      await screen.findByRole('list', { name: 'Premios canjeados' }),
    ).getAllByRole('listitem');
    expect(row).toHaveTextContent('Entregado el 21 de noviembre de 2026');
    expect(row).toHaveTextContent('Nota de la tienda: Lo dejamos en la portería');
    expect(within(row as HTMLElement).getByText('21 de noviembre de 2026')).toHaveAttribute(
      'datetime',
      '2026-11-21T20:05:00Z',
    );
  });

  it('shows why a redemption was cancelled and that its points came back', async () => {
    supabaseMock.table('points_redemptions_v2').get({
      rows: [
        {
          id: 'r1',
          reward_name: 'Collar reflectivo',
          points_used: 1,
          status: 'cancelled',
          created_at: '2026-11-10T15:00:00Z',
          note: null,
          delivered_at: null,
          cancel_reason: 'El premio se agotó en bodega',
          cancelled_at: '2026-11-11T15:00:00Z',
        },
      ],
      count: 1,
    });
    signInOnBus();
    renderWithProviders(<RedemptionsList userId="user-1" />);
    const [row] = within(
      await screen.findByRole('list', { name: 'Premios canjeados' }),
    ).getAllByRole('listitem');
    expect(row).toHaveTextContent('Motivo: El premio se agotó en bodega');
    expect(row).toHaveTextContent('Te devolvimos 1 punto.');
    expect(row).not.toHaveTextContent('Nota de la tienda');
  });

  it('says when there are none yet', async () => {
    supabaseMock.table('points_redemptions_v2').get({ rows: [], count: 0 });
    signInOnBus();
    renderWithProviders(<RedemptionsList userId="user-1" />);
    expect(await screen.findByText('Aún no has canjeado premios')).toBeInTheDocument();
  });
});
