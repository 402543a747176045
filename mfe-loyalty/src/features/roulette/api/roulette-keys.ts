import { sharedKeys } from '@bonis/supabase-client/queries';

/**
 * Query keys of the roulette page. The prizes are the same for everyone ('loyalty' first: the
 * shell's QueryClient is shared by every remote); what is read for one shopper lives under
 * `sharedKeys.user(userId)`, so a sign-out or a payment refreshes it with the rest.
 */
export const rouletteKeys = {
  prizes: () => ['loyalty', 'roulette', 'prizes', 'active'] as const,
};

/** Everything read for one shopper: a spin changes their points, bonuses and wins. */
export const shopperKey = (userId: string) => sharedKeys.user(userId);
