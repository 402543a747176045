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

/**
 * Keyed by the membership too: a shopper whose plan changes (mensual → anual) is priced again at
 * once, not after the cached prices go stale.
 */
export const memberPricesQuery = (
  userId: string,
  membershipType: string,
  productIds: readonly string[],
) =>
  queryOptions({
    queryKey: [
      'products',
      'member-prices',
      userId,
      membershipType,
      [...productIds].sort(),
    ] as const,
    queryFn: () => getMemberPrices(getSupabase(), productIds),
    staleTime: 60_000,
  });

/** A product as far as its member price is concerned: its id and the price everyone pays. */
export interface PricedProduct {
  id: string;
  price: number;
}

/**
 * The member prices worth showing: only those below the price everyone pays. A member price
 * equal to the price saves nothing, so no 'Precio socio' is shown for it.
 */
export function savingMemberPrices(
  products: readonly PricedProduct[],
  memberPrices: ReadonlyMap<string, number>,
): Map<string, number> {
  const saving = new Map<string, number>();
  for (const product of products) {
    const memberPrice = memberPrices.get(product.id);
    if (memberPrice !== undefined && memberPrice < product.price) {
      saving.set(product.id, memberPrice);
    }
  }
  return saving;
}

/**
 * Member prices for the products on screen, only while a member is signed in, and only those
 * that save something (`savingMemberPrices`). A failure is logged and the products show without
 * a member price (the checkout prices them anyway).
 */
export function useMemberPrices(products: readonly PricedProduct[]): ReadonlyMap<string, number> {
  const session = useSession();
  const member = isMember(session);
  const productIds = products.map((product) => product.id);
  const query = useQuery({
    ...memberPricesQuery(
      member ? session.userId : '',
      member ? session.membershipType : 'regular',
      productIds,
    ),
    enabled: member && productIds.length > 0,
  });
  if (query.error) console.error('[mfe-catalog] reading member prices failed', query.error);
  return member && query.data ? savingMemberPrices(products, query.data) : EMPTY;
}

const EMPTY: ReadonlyMap<string, number> = new Map<string, number>();
