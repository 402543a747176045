import type { Tables } from '@bonis/supabase-client';
import { readListPage, type PageFetcher } from '../../../components/admin-kit';
import type { PrizeType } from '../lib/prize-options';

/** What the prizes screen shows of a prize. */
export type PrizeRow = Pick<
  Tables<'roulette_prizes'>,
  | 'id'
  | 'name'
  | 'description'
  | 'icon'
  | 'type'
  | 'value'
  | 'probability'
  | 'is_active'
  | 'created_at'
>;

const PRIZE_COLUMNS =
  'id, name, description, icon, type, value, probability, is_active, created_at';

/** The columns the list sorts by (the URL's `sort=<key>.<asc|desc>`). */
export const PRIZE_SORTS = ['probability', 'name', 'value', 'created_at'] as const;
export type PrizeSort = (typeof PRIZE_SORTS)[number];

/** The type filter's types: 'product' too, for prizes stored before it was refused. */
export const PRIZE_TYPE_FILTERS = [
  'points',
  'discount',
  'free_shipping',
  'product',
] as const satisfies readonly PrizeType[];

const toPrizeType = (value: string | undefined) =>
  PRIZE_TYPE_FILTERS.find((type) => type === value);

export const prizeKeys = {
  all: ['admin', 'roulette-prizes'] as const,
  probabilities: () => [...prizeKeys.all, 'probabilities'] as const,
};

/**
 * One page of the prizes that match (admins read every prize, active or not), and the total;
 * the spec's admin order is probability descending, ties by name, then id.
 */
export const getPrizesPage: PageFetcher<PrizeRow, PrizeSort> = (client, query, range) => {
  const type = toPrizeType(query.filters.type);
  return readListPage(
    client.from('roulette_prizes').select(PRIZE_COLUMNS, { count: 'exact' }),
    query,
    range,
    {
      search: 'name',
      where: (request) => (type ? request.eq('type', type) : request),
      tieBreaker: ['name', 'id'],
    },
  );
};
