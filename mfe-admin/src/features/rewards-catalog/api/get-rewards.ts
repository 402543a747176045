import type { Reward } from '@bonis/supabase-client';
import { readListPage, type PageFetcher } from '../../../components/admin-kit';
import { isRewardTier } from '../lib/reward-tiers';

/** What the catalogue screen shows of a reward (deleted ones are never read: RLS). */
export type RewardRow = Pick<
  Reward,
  | 'id'
  | 'name'
  | 'description'
  | 'image_url'
  | 'points_required'
  | 'stock'
  | 'tier'
  | 'is_active'
  | 'created_at'
>;

const REWARD_COLUMNS =
  'id, name, description, image_url, points_required, stock, tier, is_active, created_at';

/** The columns the list sorts by (the URL's `sort=<key>.<asc|desc>`). */
export const REWARD_SORTS = ['points_required', 'name', 'stock', 'created_at'] as const;
export type RewardSort = (typeof REWARD_SORTS)[number];

/**
 * One page of the rewards that match, and the total: the search in the name, the status
 * (`is_active`) and the tier; an unknown tier in the URL filters nothing. Any sort is followed
 * by the name and the id, so pages never overlap. Admins and staff read inactive rewards too.
 */
export const getRewardsPage: PageFetcher<RewardRow, RewardSort> = (client, query, range) =>
  readListPage(
    client.from('rewards_catalog').select(REWARD_COLUMNS, { count: 'exact' }),
    query,
    range,
    {
      search: 'name',
      where: (request) => {
        const tier = query.filters.tier ?? '';
        return isRewardTier(tier) ? request.eq('tier', tier) : request;
      },
      tieBreaker: ['name', 'id'],
    },
  );
