import {
  isCalendarDay,
  type GiftPurchase,
  type GiftPurchaseOverview,
  type GiftPurchaseState,
} from '@bonis/supabase-client';
import {
  readPage,
  searchAny,
  type PageFetcher,
  type PageRequest,
  type SortState,
} from '../../../components/admin-kit';
import { OVERDUE, isGiftState, isGiftType } from '../lib/gift-words';

/** The columns of a gift the list, its actions and the CSV read. */
type GiftColumn =
  | 'id'
  | 'gift_type'
  | 'gift_value'
  | 'amount'
  | 'recipient_name'
  | 'recipient_email'
  | 'recipient_phone'
  | 'delivery_date'
  | 'gift_code'
  | 'payment_status'
  | 'payment_method'
  | 'paid_at'
  | 'delivered_at'
  | 'redeemed_at'
  | 'voided_at'
  | 'void_reason'
  | 'created_at';

/**
 * A row of the list: a gift purchase (`gift_purchases_overview` is `gift_purchases.*` plus its
 * `state`, `overdue` and the buyer's and redeemer's names). The generated types make every
 * column of a view nullable; the purchase's own columns keep their NOT NULL here, `state` is
 * the vocabulary's and `overdue` a boolean (the view computes both for every row).
 */
export type GiftRow = Pick<GiftPurchase, GiftColumn> &
  Pick<GiftPurchaseOverview, 'buyer_name' | 'buyer_email' | 'redeemer_name'> & {
    state: GiftPurchaseState;
    overdue: boolean;
  };

const COLUMNS =
  'id, gift_type, gift_value, amount, recipient_name, recipient_email, recipient_phone, delivery_date, gift_code, payment_status, payment_method, paid_at, delivered_at, redeemed_at, voided_at, void_reason, created_at, state, overdue, buyer_name, buyer_email, redeemer_name';

/** The query key root of the gifts screen: every page, and what invalidates them. */
export const giftKeys = { all: ['admin', 'gifts'] as const };

/** The columns the list sorts by (the URL's `sort=<key>.<asc|desc>`). */
export const GIFT_SORTS = ['created_at', 'delivery_date', 'amount'] as const;
export type GiftSort = (typeof GIFT_SORTS)[number];

/** Newest purchases first. */
export const DEFAULT_GIFT_SORT: SortState<GiftSort> = { key: 'created_at', direction: 'desc' };

/** Where the search looks: the buyer's and the recipient's email and name, and the code. */
export const GIFT_SEARCH_COLUMNS = [
  'buyer_email',
  'buyer_name',
  'recipient_email',
  'recipient_name',
  'gift_code',
] as const;

/**
 * One page of the gifts the URL describes, with the exact total: `state` (a state of the
 * vocabulary, or 'overdue': paid, due and not sent), `type` (membership or coupon), `from`/`to`
 * (the delivery date, both days included) and the search (`GIFT_SEARCH_COLUMNS`). A value the
 * list doesn't know is ignored. The id breaks ties in the sort's direction, so pages never
 * overlap.
 */
export const getGiftsPage: PageFetcher<GiftRow, GiftSort> = (
  client,
  { q, filters, sort },
  range,
) => {
  let request = client.from('gift_purchases_overview').select(COLUMNS, { count: 'exact' });
  const { state = '', type = '', from = '', to = '' } = filters;
  if (state === OVERDUE) request = request.eq('overdue', true);
  else if (isGiftState(state)) request = request.eq('state', state);
  if (isGiftType(type)) request = request.eq('gift_type', type);
  // a delivery date is a calendar day (a date column): compared as days, no time zone
  if (isCalendarDay(from)) request = request.gte('delivery_date', from);
  if (isCalendarDay(to)) request = request.lte('delivery_date', to);
  const search = q.trim();
  if (search) request = request.or(searchAny(GIFT_SEARCH_COLUMNS, search));
  // the view's rows are GiftRow (see above); its generated type can't say so
  return readPage(request as unknown as PageRequest<GiftRow>, sort, range, 'id', undefined, true);
};
