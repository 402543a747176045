import type { CouponGiftRedemption } from '@bonis/supabase-client';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  anonClient,
  lit,
  newProduct,
  newShopper,
  setMembership,
  sql,
} from '../support/db';
import {
  bogotaDate,
  giftRow,
  membershipOf,
  paidGift,
  placeOrder,
  preview,
  previewCall,
  redeemGift,
  refusal,
  sqlOne,
  useFreeShippingThreshold,
  useSpecPlans,
  useTimeSlots,
} from '../support/checkout';

const INVALID_CODE = 'Código inválido - El código ingresado no es válido o ha expirado';

describe('redeem_gift', () => {
  const newSlot = useTimeSlots();
  useFreeShippingThreshold(1_000_000);
  const plans = useSpecPlans();
  let slot: string;
  let mensualName: string;
  beforeAll(async () => {
    slot = await newSlot(9_000);
    mensualName = (
      await sqlOne<{ name: string }>(
        `select name from public.membership_plans where id = ${lit(plans.mensual)}`,
      )
    ).name;
  });

  it("redeeming a membership gift makes the redeemer mensual for the active plan's 30 days; the buyer sees it redeemed", async () => {
    const buyer = await newShopper();
    const recipient = await newShopper();
    const gift = await paidGift(buyer, { p_gift_type: 'membership', p_gift_value: 'mensual' });

    const redeemed = await redeemGift(recipient, gift.code);

    expect(redeemed).toEqual({
      redeemed: true,
      gift_type: 'membership',
      plan_name: mensualName,
      membership_type: 'mensual',
      expires_on: bogotaDate(30),
    });
    expect(await membershipOf(recipient.id)).toEqual({
      membership_type: 'mensual',
      membership_expiry: bogotaDate(30),
    });
    expect(await giftRow(gift.id)).toMatchObject({
      status: 'redeemed',
      redeemed_by: recipient.id,
      redeemed: true,
      discount_code_id: null,
    });
    const { data } = await buyer.client
      .from('gift_purchases')
      .select('gift_code, status')
      .eq('id', gift.id);
    expect(data).toEqual([{ gift_code: gift.code, status: 'redeemed' }]);
    expect((await membershipOf(buyer.id)).membership_type).toBe('regular');
  });

  it('adds a membership gift to a running membership, and never downgrades an anual one', async () => {
    const buyer = await newShopper();
    const recipient = await newShopper();
    await setMembership(recipient.id, 'anual', bogotaDate(40));
    const gift = await paidGift(buyer, { p_gift_type: 'membership', p_gift_value: 'mensual' });

    expect(await redeemGift(recipient, gift.code)).toMatchObject({
      membership_type: 'mensual',
      expires_on: bogotaDate(70),
    });
    expect(await membershipOf(recipient.id)).toEqual({
      membership_type: 'anual',
      membership_expiry: bogotaDate(70),
    });
  });

  it('uses 365 days for an anual gift when no anual plan is active', async () => {
    const buyer = await newShopper();
    const recipient = await newShopper();
    const gift = await paidGift(buyer, { p_gift_type: 'membership', p_gift_value: 'anual' });
    await sql(
      `update public.membership_plans set is_active = false where id = ${lit(plans.anual)}`,
    );
    try {
      expect(await redeemGift(recipient, gift.code)).toEqual({
        redeemed: true,
        gift_type: 'membership',
        plan_name: 'Anual',
        membership_type: 'anual',
        expires_on: bogotaDate(365),
      });
    } finally {
      await sql(
        `update public.membership_plans set is_active = true where id = ${lit(plans.anual)}`,
      );
    }
  });

  it('redeeming a coupon gift gives the redeemer a one-use fixed code of its value, owned by their account', async () => {
    const buyer = await newShopper();
    const recipient = await newShopper();
    const gift = await paidGift(buyer, { p_gift_type: 'coupon', p_gift_value: 'c100' });

    const redeemed = await redeemGift(recipient, gift.code);

    expect(redeemed).toEqual({
      redeemed: true,
      gift_type: 'coupon',
      discount_code: expect.stringMatching(/^REGALO[A-Z0-9]{8}$/),
      value: 100_000,
    });
    const code = (redeemed as CouponGiftRedemption).discount_code;
    const row = await sqlOne<Record<string, unknown>>(
      `select type::text, value::float8 as value, min_purchase, max_uses, current_uses, is_active,
              expires_at, owner_user_id, owner_email, first_purchase_only, description,
              (select discount_code_id from public.gift_purchases where id = ${lit(gift.id)}) = d.id as linked
         from public.discount_codes d where code = ${lit(code)}`,
    );
    expect(row).toEqual({
      type: 'fixed',
      value: 100_000,
      min_purchase: 0,
      max_uses: 1,
      current_uses: 0,
      is_active: true,
      expires_at: null,
      owner_user_id: recipient.id,
      owner_email: null,
      first_purchase_only: false,
      description: 'Regalo: Cupón $ 100.000',
      linked: true,
    });
  });

  it('trims and uppercases the code before looking it up', async () => {
    const buyer = await newShopper();
    const recipient = await newShopper();
    const gift = await paidGift(buyer);

    expect(await redeemGift(recipient, `  ${gift.code.toLowerCase()} `)).toMatchObject({
      redeemed: true,
      gift_type: 'coupon',
      value: 50_000,
    });
  });

  it('answers a used code and an unknown one without raising, and grants nothing more', async () => {
    const buyer = await newShopper();
    const recipient = await newShopper();
    const gift = await paidGift(buyer, { p_gift_type: 'membership', p_gift_value: 'mensual' });
    await redeemGift(recipient, gift.code);

    expect(await redeemGift(recipient, gift.code)).toEqual({
      redeemed: false,
      message: 'Regalo ya canjeado - Este código ya fue usado',
    });
    expect(await redeemGift(recipient, 'GIFT-NO-EXISTE')).toEqual({
      redeemed: false,
      message: 'Código inválido - Revisa el código de tu regalo',
    });
    expect(await redeemGift(recipient, '')).toEqual({
      redeemed: false,
      message: 'Código inválido - Revisa el código de tu regalo',
    });
    expect((await membershipOf(recipient.id)).membership_expiry).toBe(bogotaDate(30));
  });

  it("takes a coupon gift's fixed value off the redeemer's order, once", async () => {
    const buyer = await newShopper();
    const recipient = await newShopper();
    const gift = await paidGift(buyer);
    const { discount_code: code } = (await redeemGift(
      recipient,
      gift.code,
    )) as CouponGiftRedemption;
    await addToCart(recipient, await newProduct({ price: 80_000 }), 1);

    expect(await preview(recipient, { slot, code: code.toLowerCase() })).toMatchObject({
      subtotal: 80_000,
      shipping_cost: 9_000,
      discount_amount: 50_000,
      discount: { kind: 'code', code, type: 'fixed', value: 50_000 },
      total: 39_000,
    });
    const order = await placeOrder(recipient, { slot, code });
    expect(order).toMatchObject({ discount_amount: 50_000, total: 39_000, discount_code: code });

    await addToCart(recipient, await newProduct({ price: 80_000 }), 1);
    expect((await refusal(previewCall(recipient, { slot, code }))).message).toBe(INVALID_CODE);
    expect(
      await sqlOne(`select current_uses from public.discount_codes where code = ${lit(code)}`),
    ).toEqual({ current_uses: 1 });
  });

  it('caps the coupon at the subtotal', async () => {
    const buyer = await newShopper();
    const recipient = await newShopper();
    const gift = await paidGift(buyer, { p_gift_type: 'coupon', p_gift_value: 'c200' });
    const { discount_code: code } = (await redeemGift(
      recipient,
      gift.code,
    )) as CouponGiftRedemption;
    await addToCart(recipient, await newProduct({ price: 30_000 }), 1);

    expect(await preview(recipient, { slot, code })).toMatchObject({
      subtotal: 30_000,
      discount_amount: 30_000,
      total: 9_000,
    });
  });

  it("another account cannot use the redeemer's coupon code: it reads as an unknown code", async () => {
    const buyer = await newShopper();
    const recipient = await newShopper();
    const gift = await paidGift(buyer);
    const { discount_code: code } = (await redeemGift(
      recipient,
      gift.code,
    )) as CouponGiftRedemption;

    for (const other of [buyer, await newShopper()]) {
      await addToCart(other, await newProduct({ price: 80_000 }), 1);
      expect((await refusal(previewCall(other, { slot, code }))).message).toBe(INVALID_CODE);
    }
    expect(
      await sqlOne(`select current_uses from public.discount_codes where code = ${lit(code)}`),
    ).toEqual({ current_uses: 0 });
  });

  it('refuses an anonymous visitor', async () => {
    const { error } = await anonClient().rpc('redeem_gift', { p_code: 'GIFT12345678' });
    expect(error?.code).toBe('42501');
  });
});
