/**
 * Issue 36, defect 1: a gift code is redeemed from its delivery date (Bogotá) on, never by the
 * account that bought it; refusals are answered in Spanish and counted as tries.
 */
import { describe, expect, it } from 'vitest';
import { lit, newShopper, sql } from '../support/db';
import {
  ageGiftTries,
  bogotaDate,
  giftRow,
  paidGift,
  redeemGift,
  sqlOne,
} from '../support/checkout';

async function triesOf(userId: string): Promise<number> {
  const row = await sqlOne<{ n: number }>(
    `select count(*)::int as n from private.rate_limit_hits
      where bucket = 'gift_redeem' and address = ${lit(`user:${userId}`)}`,
  );
  return row.n;
}

describe('gift codes', () => {
  it('the buyer cannot redeem the gift they bought, though they still see its code', async () => {
    const buyer = await newShopper();
    const gift = await paidGift(buyer, { p_gift_type: 'coupon', p_gift_value: 'c100' });
    expect(gift.code).toMatch(/^GIFT\d{8}$/);

    expect(await redeemGift(buyer, gift.code)).toEqual({
      redeemed: false,
      message: 'No puedes canjear un regalo que compraste',
    });
    expect(await giftRow(gift.id)).toMatchObject({ redeemed: false, redeemed_by: null });
    expect(await triesOf(buyer.id), 'the refusal counts as a try').toBe(1);
    const { data } = await buyer.client
      .from('gift_purchases')
      .select('gift_code')
      .eq('id', gift.id)
      .single();
    expect(data, 'the buyer still reads the code to hand it over').toEqual({
      gift_code: gift.code,
    });
    await ageGiftTries(buyer.id);
  });

  it('a gift scheduled for a later day is refused until that day, with the day in Spanish', async () => {
    const buyer = await newShopper();
    const recipient = await newShopper();
    const gift = await paidGift(buyer, {
      p_gift_type: 'membership',
      p_gift_value: 'mensual',
      p_delivery_date: bogotaDate(2),
    });
    const day = new Date(`${bogotaDate(2)}T12:00:00Z`);
    const months = [
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ];
    const written = `${day.getUTCDate()} de ${months[day.getUTCMonth()]} de ${day.getUTCFullYear()}`;

    expect(await redeemGift(recipient, gift.code)).toEqual({
      redeemed: false,
      message: `Este regalo se podrá canjear desde el ${written}`,
    });
    expect(await triesOf(recipient.id)).toBe(1);
    expect(await giftRow(gift.id)).toMatchObject({ redeemed: false });

    // Its day comes.
    await sql(
      `update public.gift_purchases set delivery_date = ${lit(bogotaDate(0))} where id = ${lit(gift.id)}`,
    );
    expect(await redeemGift(recipient, gift.code)).toMatchObject({
      redeemed: true,
      gift_type: 'membership',
    });
    expect(await giftRow(gift.id)).toMatchObject({ redeemed: true, redeemed_by: recipient.id });
    await ageGiftTries(recipient.id);
  });

  it('the refusals count toward the 10 tries an hour', async () => {
    const buyer = await newShopper();
    const gift = await paidGift(buyer);
    for (let i = 0; i < 10; i += 1) {
      expect(await redeemGift(buyer, gift.code)).toMatchObject({ redeemed: false });
    }
    expect(await redeemGift(buyer, gift.code)).toEqual({
      redeemed: false,
      message: 'Demasiados intentos - Intenta de nuevo en una hora',
    });
    await ageGiftTries(buyer.id);
  });
});
