import { beforeAll, describe, expect, it } from 'vitest';
import { addToCart, lit, newCode, newProduct, newShopper, sql } from '../support/db';
import {
  pay,
  placeOrder,
  placeOrderCall,
  preview,
  previewCall,
  refusal,
  useFreeShippingThreshold,
  usesOf,
  useTimeSlots,
} from '../support/checkout';

const INVALID = 'Código inválido - El código ingresado no es válido o ha expirado';
const FIRST_ONLY = 'Código no aplicable - Este código es solo para tu primera compra';

describe('discount codes tied to an email or to the first purchase', () => {
  const newSlot = useTimeSlots();
  useFreeShippingThreshold(1_000_000);
  let slot: string;
  let product: string;
  beforeAll(async () => {
    slot = await newSlot(5_000);
    product = await newProduct({ price: 50_000, stock_quantity: 500 });
  });

  it("takes a code that belongs to an email only from that email's account, in any case", async () => {
    const owner = await newShopper();
    const stranger = await newShopper();
    const code = await newCode({
      type: 'percentage',
      value: 10,
      owner_email: owner.email.toLowerCase(),
    });
    await addToCart(owner, product, 1);
    await addToCart(stranger, product, 1);

    expect((await refusal(previewCall(stranger, { slot, code }))).message).toBe(INVALID);
    expect((await refusal(placeOrderCall(stranger, { slot, code }))).message).toBe(INVALID);
    expect(await usesOf(code)).toBe(0);

    expect((await preview(owner, { slot, code: code.toLowerCase() })).discount_amount).toBe(5_000);
  });

  it('refuses an email-bound code to an account without an email (a phone-only shopper)', async () => {
    const shopper = await newShopper();
    const code = await newCode({ type: 'percentage', value: 10, owner_email: 'ana@example.com' });
    await sql(`update auth.users set email = null where id = ${lit(shopper.id)}`);
    await addToCart(shopper, product, 1);
    expect((await refusal(previewCall(shopper, { slot, code }))).message).toBe(INVALID);
  });

  it('takes a first-purchase code on the first order, and not on a second one while it is open', async () => {
    const shopper = await newShopper();
    const code = await newCode({ type: 'percentage', value: 10, first_purchase_only: true });
    await addToCart(shopper, product, 1);

    const first = await placeOrder(shopper, { slot, code });
    expect(first.discount_amount).toBe(5_000);
    const [redemption] = await sql<{ order_id: string }>(
      `select r.order_id from public.discount_code_redemptions r
         join public.discount_codes d on d.id = r.discount_code_id
        where d.code = ${lit(code)} and r.user_id = ${lit(shopper.id)}`,
    );
    expect(redemption?.order_id).toBe(first.id);

    await addToCart(shopper, product, 1);
    expect((await refusal(previewCall(shopper, { slot, code }))).message).toBe(FIRST_ONLY);
    expect((await refusal(placeOrderCall(shopper, { slot, code }))).message).toBe(FIRST_ONLY);
    expect(await usesOf(code)).toBe(1);
  });

  it('gives a first-purchase code back when its order was cancelled', async () => {
    const shopper = await newShopper();
    const code = await newCode({ type: 'fixed', value: 7_000, first_purchase_only: true });
    await addToCart(shopper, product, 1);
    const first = await placeOrder(shopper, { slot, code });
    await sql(`update public.orders set status = 'cancelled' where id = ${lit(first.id)}`);

    await addToCart(shopper, product, 1);
    expect((await preview(shopper, { slot, code })).discount_amount).toBe(7_000);
  });

  it('refuses a first-purchase code once the account has a paid order', async () => {
    const shopper = await newShopper();
    await addToCart(shopper, product, 1);
    const earlier = await placeOrder(shopper, { slot, payment: 'online' });
    await pay(shopper, earlier.id, 'credit_card');
    const code = await newCode({ type: 'percentage', value: 10, first_purchase_only: true });

    await addToCart(shopper, product, 1);
    expect((await refusal(previewCall(shopper, { slot, code }))).message).toBe(FIRST_ONLY);
    expect(await usesOf(code)).toBe(0);
  });

  it('seeds BIENVENIDO10 as a first-purchase code and the newsletter codes as their emails’ own', async () => {
    const rows = await sql<{ code: string; first_purchase_only: boolean; owner: boolean }>(
      `select d.code, d.first_purchase_only, d.owner_email = s.email as owner
         from public.discount_codes d
         left join public.newsletter_subscriptions s on s.discount_code = d.code
        where d.code = 'BIENVENIDO10' or s.email is not null order by d.code`,
    );
    expect(rows.find((row) => row.code === 'BIENVENIDO10')).toMatchObject({
      first_purchase_only: true,
    });
    const newsletter = rows.filter((row) => row.code !== 'BIENVENIDO10');
    expect(newsletter.length).toBeGreaterThan(0);
    for (const row of newsletter) {
      expect(row, row.code).toMatchObject({ first_purchase_only: true, owner: true });
    }
  });
});
