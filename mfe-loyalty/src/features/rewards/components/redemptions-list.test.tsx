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
          },
          {
            id: 'r2',
            reward_name: 'Snack sorpresa',
            points_used: 300,
            status: 'completed',
            created_at: '2026-11-20T15:00:00Z',
          },
          {
            id: 'r1',
            reward_name: 'Bolsas biodegradables',
            points_used: 400,
            status: 'cancelled',
            created_at: '2026-11-10T15:00:00Z',
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
      'Snack sorpresa20 de noviembre de 2026· 300 puntosEntregado',
      'Bolsas biodegradables10 de noviembre de 2026· 400 puntosCancelado',
    ]);
    expect(reads[0]).toMatchObject({
      filters: { user_id: 'eq.user-1' },
      order: 'created_at.desc,id.desc',
      offset: 0,
      limit: 10,
    });
  });

  it('says when there are none yet', async () => {
    supabaseMock.table('points_redemptions_v2').get({ rows: [], count: 0 });
    signInOnBus();
    renderWithProviders(<RedemptionsList userId="user-1" />);
    expect(await screen.findByText('Aún no has canjeado premios')).toBeInTheDocument();
  });
});
