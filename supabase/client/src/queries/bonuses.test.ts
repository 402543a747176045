import { describe, expect, it } from 'vitest';
import { supabaseMock, type TableRequest } from '@bonis/test-utils';
import { getSupabase } from '../browser-client';
import { fetchActiveBonuses, fetchUnclaimedPrizes } from './bonuses';

const NOW = new Date('2026-11-26T15:00:00Z');

describe('fetchActiveBonuses', () => {
  it("asks for the shopper's active, unexpired bonuses, soonest to expire first", async () => {
    const seen: TableRequest[] = [];
    supabaseMock.table('user_bonuses').get((request) => {
      seen.push(request);
      return [];
    });
    await fetchActiveBonuses(getSupabase(), 'user-1', NOW);
    expect(seen[0]).toMatchObject({
      filters: {
        user_id: 'eq.user-1',
        status: 'eq.active',
        expires_at: `gt.${NOW.toISOString()}`,
      },
      order: 'expires_at.asc',
    });
  });
});

describe('fetchUnclaimedPrizes', () => {
  it('lists each unused prize once: those a bonus row stands for are left to the bonus list', async () => {
    const wins: TableRequest[] = [];
    supabaseMock.table('roulette_wins').get((request) => {
      wins.push(request);
      return [
        { id: 'win-product', prize_name: 'Snack sorpresa', prize_type: 'product' },
        { id: 'win-saved', prize_name: '10% de descuento', prize_type: 'discount' },
      ];
    });
    supabaseMock.table('user_bonuses').get([{ roulette_win_id: 'win-saved' }]);

    const prizes = await fetchUnclaimedPrizes(getSupabase(), 'user-1', NOW);

    expect(prizes.map((prize) => prize.id)).toEqual(['win-product']);
    expect(wins[0]).toMatchObject({
      filters: {
        user_id: 'eq.user-1',
        redeemed: 'eq.false',
        prize_type: 'neq.points',
        or: `(expires_at.is.null,expires_at.gt."${NOW.toISOString()}")`,
      },
    });
  });

  it("throws the database's error", async () => {
    supabaseMock.table('roulette_wins').get([]);
    supabaseMock
      .table('user_bonuses')
      .get(() => supabaseMock.error({ code: '42501', message: 'permission denied' }));
    await expect(fetchUnclaimedPrizes(getSupabase(), 'user-1', NOW)).rejects.toMatchObject({
      code: '42501',
    });
  });
});
