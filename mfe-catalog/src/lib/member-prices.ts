import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { isMember, useSession } from './session';

/** The most products member_prices() prices in one call. */
export const MEMBER_PRICES_LIMIT = 100;

/**
 * The signed-in member's unit price for each product (the database's member_prices(), the same
 * rule the checkout charges), by product id. Non-members get an empty map from the database.
 */
export async function getMemberPrices(
  client: BonisClient,
  productIds: readonly string[],
): Promise<Map<string, number>> {
  const ids = [...new Set(productIds)].slice(0, MEMBER_PRICES_LIMIT);
  if (ids.length === 0) return new Map();
  const { data, error } = await client.rpc('member_prices', { p_product_ids: ids });
  if (error) throw error;
  return new Map((data ?? []).map((row) => [row.product_id, row.member_price]));
}

export const memberPricesQuery = (userId: string, productIds: readonly string[]) =>
  queryOptions({
    queryKey: ['products', 'member-prices', userId, [...productIds].sort()] as const,
    queryFn: () => getMemberPrices(getSupabase(), productIds),
    staleTime: 60_000,
  });

/**
 * Member prices for the products on screen, only while a member is signed in. A failure is
 * logged and the products show without a member price (the checkout prices them anyway).
 */
export function useMemberPrices(productIds: readonly string[]): Map<string, number> {
  const session = useSession();
  const member = isMember(session);
  const query = useQuery({
    ...memberPricesQuery(member ? session.userId : '', productIds),
    enabled: member && productIds.length > 0,
  });
  if (query.error) console.error('[mfe-catalog] reading member prices failed', query.error);
  return (member && query.data) || EMPTY;
}

const EMPTY = new Map<string, number>();
