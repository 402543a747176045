/**
 * Issue 36, defect 8: pairs of columns that must agree are held by the database, whoever
 * writes: a member price is never above the price, a reference (regular) price never below it.
 */
import { describe, expect, it } from 'vitest';
import { lit, newAdmin, newProduct, sql } from '../support/db';
import { refusal, succeeds } from '../support/checkout';

describe('prices that must agree', () => {
  it('refuses a member price above the price (the list would show it under a lower price)', async () => {
    const admin = await newAdmin();
    const product = await newProduct({ price: 39_900 });

    const refused = await refusal(
      admin.client.from('products').update({ member_price: 44_910 }).eq('id', product),
    );

    expect(refused.code).toBe('23514');
    expect(refused.message).toContain('products_member_price_not_above_price');
    const [row] = await sql<{ member_price: number | null }>(
      `select member_price from public.products where id = ${lit(product)}`,
    );
    expect(row?.member_price).toBeNull();
    await succeeds(
      admin.client.from('products').update({ member_price: 39_900 }).eq('id', product).select(),
    );
  });

  it('refuses lowering the price under the member price already saved', async () => {
    const admin = await newAdmin();
    const product = await newProduct({ price: 39_900, member_price: 35_910 });
    expect(
      (await refusal(admin.client.from('products').update({ price: 30_000 }).eq('id', product)))
        .code,
    ).toBe('23514');
  });

  it('refuses a regular (reference) price below the price', async () => {
    const admin = await newAdmin();
    const product = await newProduct({ price: 39_900 });
    const refused = await refusal(
      admin.client.from('products').update({ regular_price: 30_000 }).eq('id', product),
    );
    expect(refused).toMatchObject({ code: '23514' });
    expect(refused.message).toContain('products_regular_price_not_below_price');
  });

  it('holds for the database owner too', async () => {
    await expect(
      sql(`insert into public.products (name, price, member_price) values ('Regla', 1000, 1001)`),
    ).rejects.toThrow(/products_member_price_not_above_price/);
  });
});
