import { sharedKeys } from '@bonis/supabase-client/queries';

/**
 * Query keys of the loyalty data that belongs to one shopper (points ledger, redemptions,
 * membership expiry; their bonuses and prizes are the shared `sharedKeys.bonuses` / `prizes`), shared by the features that read it and the
 * ones whose writes change it (a bonus bought in the store shows in 'Mis bonos' and in the
 * ledger; a redeemed reward in the ledger and in 'Mis canjes').
 *
 * All of them sit under `sharedKeys.user(userId)`, so the shell's invalidation on sign-out and
 * checkout's after a payment (`invalidateQueries({ queryKey: sharedKeys.user(id) })`) reach
 * them too.
 */
export const shopperLoyaltyKeys = {
  /** everything this remote reads for one shopper */
  all: (userId: string) => [...sharedKeys.user(userId), 'loyalty'] as const,
  /** the points ledger (`points_history`), one key per page */
  pointsHistory: (userId: string) => [...shopperLoyaltyKeys.all(userId), 'points-history'] as const,
  pointsHistoryPage: (userId: string, page: number) =>
    [...shopperLoyaltyKeys.pointsHistory(userId), page] as const,
  /** the shopper's reward redemptions (`points_redemptions_v2`), one key per page */
  redemptions: (userId: string) => [...shopperLoyaltyKeys.all(userId), 'redemptions'] as const,
  redemptionsPage: (userId: string, page: number) =>
    [...shopperLoyaltyKeys.redemptions(userId), page] as const,
  /** the membership's expiry date, read again when the membership type changes */
  membershipExpiry: (userId: string, membershipType: string) =>
    [...shopperLoyaltyKeys.all(userId), 'membership-expiry', membershipType] as const,
};
