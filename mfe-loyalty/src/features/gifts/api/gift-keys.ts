import { sharedKeys } from '@bonis/supabase-client/queries';

/**
 * Query keys of the gifts page. The plans are the same for everyone ('loyalty' first: the
 * shell's QueryClient is shared by every remote); the shopper's gifts live under
 * `sharedKeys.user(userId)`, so the payment page's refresh after paying a gift (it invalidates
 * everything read for the user) and a sign-out reach them.
 */
export const giftKeys = {
  plans: () => ['loyalty', 'gifts', 'membership-plans'] as const,
  user: (userId: string) => [...sharedKeys.user(userId), 'loyalty', 'gifts'] as const,
  sent: (userId: string) => [...giftKeys.user(userId), 'sent'] as const,
  one: (userId: string, giftId: string) => [...giftKeys.user(userId), 'one', giftId] as const,
};
