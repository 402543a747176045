/**
 * `@bonis/supabase-client/queries`: the reads and writes several remotes (and the shell) need,
 * each defined once with its query key and invalidation (ARCHITECTURE §2, HOUSE-STYLE "Forms and
 * data"). A remote that writes its own copy of one of these is a bug.
 */
export { sharedKeys } from './keys';
export { shopperMessage, splitMessage, toastMessage } from './errors';
export {
  DEFAULT_STORE_SETTINGS,
  fetchStoreSettings,
  storeSettingsQuery,
  toStoreSettings,
  useStoreSettings,
  watchStoreSettings,
  type StoreSettings,
  type StoreSettingsRow,
} from './store-settings';
export {
  fetchHeaderCounts,
  headerCountsQuery,
  publishCounts,
  refreshHeaderCounts,
} from './header-counts';
export {
  PROFILE_SUMMARY_COLUMNS,
  fallbackName,
  fetchProfileSummary,
  isBackOffice,
  sessionSummaryQuery,
  summarise,
  type ProfileSummaryRow,
  type SessionUser,
} from './session-summary';
export { CART_LINE_MAX, addToCart, useAddToCart, type AddToCartInput } from './cart';
export {
  favoriteIdsQuery,
  fetchFavoriteIds,
  setFavorite,
  useFavorites,
  type FavoriteChange,
} from './favorites';
export {
  activeBonusesQuery,
  fetchActiveBonuses,
  fetchUnclaimedPrizes,
  unclaimedPrizesQuery,
  useActiveBonuses,
  useUnclaimedPrizes,
  type ShopperBonus,
  type UnclaimedPrize,
} from './bonuses';
export {
  ADDRESS_COLUMNS,
  addressesQuery,
  fetchAddresses,
  toAddress,
  useAddresses,
  type Address,
  type AddressRow,
} from './addresses';
