import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  newProduct,
  newShopper,
  setMembership,
  sql,
  type Shopper,
} from '../support/db';
import { useSpecPlans } from '../support/checkout';

type PriceRow = { product_id: string; member_price: number };
const pricesOf = (data: unknown) =>
  Object.fromEntries(
    ((data as PriceRow[] | null) ?? []).map((row) => [row.product_id, row.member_price]),
  );

/**
 * member_prices: the catalog's 'Precio socio', priced by the checkout's own rule for the signed-in
 * member, so the price a member sees on a product page is the price the order charges.
 */
describe('member_prices', () => {
  useSpecPlans(); // mensual 10 %, anual 15 %
  let explicit: string;
  let derived: string;
  let discounted: string;
  let inactive: string;
  let mensual: Shopper;
  let anual: Shopper;
  let regular: Shopper;

  beforeAll(async () => {
    explicit = await newProduct({ price: 50_000, regular_price: 50_000, member_price: 42_000 });
    derived = await newProduct({ price: 80_000, regular_price: 80_000 });
    discounted = await newProduct({
      price: 45_000,
      regular_price: 100_000,
      discount_percentage: 55,
    });
    inactive = await newProduct({ price: 30_000, is_active: false });
    [mensual, anual, regular] = await Promise.all([newShopper(), newShopper(), newShopper()]);
    await setMembership(mensual.id, 'mensual');
    await setMembership(anual.id, 'anual');
  });

  it('gives a member the explicit member price, else the plan discount off the regular price', async () => {
    const monthly = await mensual.client.rpc('member_prices', {
      p_product_ids: [explicit, derived],
    });
    expect(monthly.error).toBeNull();
    expect(pricesOf(monthly.data)).toEqual({ [explicit]: 42_000, [derived]: 72_000 });
    const yearly = await anual.client.rpc('member_prices', { p_product_ids: [derived] });
    expect(pricesOf(yearly.data)).toEqual({ [derived]: 68_000 });
  });

  it('never prices a member above what everyone pays', async () => {
    const { data } = await anual.client.rpc('member_prices', { p_product_ids: [discounted] });
    expect(pricesOf(data)).toEqual({ [discounted]: 45_000 });
  });

  it('leaves out inactive products', async () => {
    const { data } = await mensual.client.rpc('member_prices', {
      p_product_ids: [inactive, derived],
    });
    expect(Object.keys(pricesOf(data))).toEqual([derived]);
  });

  it('gives a regular shopper and an expired member no member prices', async () => {
    const plain = await regular.client.rpc('member_prices', { p_product_ids: [explicit, derived] });
    expect(plain.error).toBeNull();
    expect(plain.data).toEqual([]);
    const lapsed = await newShopper();
    await setMembership(lapsed.id, 'anual', '2020-01-01');
    const expired = await lapsed.client.rpc('member_prices', { p_product_ids: [explicit] });
    expect(expired.data).toEqual([]);
  });

  it('cannot be called by an anonymous visitor', async () => {
    const { error } = await anonClient().rpc('member_prices', { p_product_ids: [explicit] });
    expect(error?.code).toBe('42501');
  });

  it('prices nothing when asked for more than 100 products at once', async () => {
    const many = Array.from({ length: 101 }, () => derived);
    const { data, error } = await mensual.client.rpc('member_prices', { p_product_ids: many });
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it("prices with the checkout's own rule (private.unit_price)", async () => {
    const [row] = await sql<{ unit_price: number }>(
      `select private.unit_price(80000, 80000, null, true, private.member_discount_percent('mensual')) as unit_price`,
    );
    const { data } = await mensual.client.rpc('member_prices', { p_product_ids: [derived] });
    expect(pricesOf(data)[derived]).toBe(row?.unit_price);
  });
});
