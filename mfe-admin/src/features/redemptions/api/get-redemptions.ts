import {
  Constants,
  type PointsRedemption,
  type PointsRedemptionOverview,
  type RedemptionStatus,
  type RewardTier,
} from '@bonis/supabase-client';
import {
  filterDays,
  readPage,
  searchAny,
  type PageFetcher,
  type PageRequest,
} from '../../../components/admin-kit';

/**
 * A row of the queue: a redemption (`points_redemptions_overview` is `points_redemptions_v2.*`
 * plus the reward's tier and image and the shopper's name and contact). The generated types make
 * every column of a view nullable; the redemption's own columns keep their NOT NULL here.
 */
export type RedemptionRow = PointsRedemption &
  Pick<
    PointsRedemptionOverview,
    'reward_tier' | 'reward_image_url' | 'shopper_name' | 'shopper_email' | 'shopper_phone'
  >;

/** The query key root of the queue (every page, the CSV's reads aside). */
export const redemptionsKeys = { all: ['admin', 'redemptions'] as const };

/** The columns the queue sorts by (the URL's `sort=<key>.<asc|desc>`). */
export const REDEMPTION_SORTS = ['created_at', 'points_used'] as const;
export type RedemptionSort = (typeof REDEMPTION_SORTS)[number];

/** The status filter's values besides the statuses: 'all' (every redemption). */
export const ALL_STATUSES = 'all';

const isStatus = (value: string): value is RedemptionStatus =>
  (Constants.public.Enums.redemption_status as readonly string[]).includes(value);
export const isRewardTier = (value: string): value is RewardTier =>
  (Constants.public.Enums.reward_tier as readonly string[]).includes(value);

const COLUMNS =
  'id, user_id, reward_type, reward_id, reward_name, points_used, status, created_at, updated_at, note, cancel_reason, delivered_at, cancelled_at, handled_by_name, reward_tier, reward_image_url, shopper_name, shopper_email, shopper_phone';

/**
 * One page of the redemptions the URL describes, with the exact total: `status` (the pending
 * ones unless told: the queue; 'all' for every one), `tier` (the reward's), `from`/`to` (the day
 * it was redeemed, Bogotá days, both included) and the search in the shopper's name or email.
 * An unknown status or tier in the URL filters nothing. The id breaks ties in the sort's
 * direction, so pages never overlap.
 */
export const getRedemptionsPage: PageFetcher<RedemptionRow, RedemptionSort> = (
  client,
  { q, filters, sort },
  range,
) => {
  let request = client.from('points_redemptions_overview').select(COLUMNS, { count: 'exact' });
  const { status = 'pending', tier = '' } = filters;
  if (isStatus(status)) request = request.eq('status', status);
  if (isRewardTier(tier)) request = request.eq('reward_tier', tier);
  const search = q.trim();
  if (search) request = request.or(searchAny(['shopper_name', 'shopper_email'], search));
  request = filterDays(request, 'created_at', filters);
  // the view's rows are RedemptionRow (see above); its generated type can't say so
  return readPage(
    request as unknown as PageRequest<RedemptionRow>,
    sort,
    range,
    'id',
    undefined,
    true,
  );
};
