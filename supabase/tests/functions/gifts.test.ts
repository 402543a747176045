import { describe, expect, it } from 'vitest';
import { anonClient, lit, newShopper, sql, type Shopper } from '../support/db';
import { bogotaDate, refusal, succeeds, useSpecPlans } from '../support/checkout';

interface Gift {
  id: string;
  buyer_id: string;
  gift_type: string;
  gift_value: string;
  amount: number;
  recipient_name: string;
  recipient_email: string;
  recipient_phone: string | null;
  message: string | null;
  delivery_date: string;
  gift_code: string;
  status: string;
}

const REQUIRED = 'Error - Por favor completa todos los campos requeridos';

function giftCall(
  shopper: Shopper,
  overrides: Partial<{
    p_gift_type: string | null;
    p_gift_value: string | null;
    p_recipient_name: string | null;
    p_recipient_email: string | null;
    p_recipient_phone: string | null;
    p_message: string | null;
    p_delivery_date: string | null;
  }> = {},
) {
  return shopper.client.rpc('buy_gift', {
    p_gift_type: 'coupon',
    p_gift_value: 'c50',
    p_recipient_name: 'Camila Torres',
    p_recipient_email: 'camila@example.com',
    ...overrides,
  });
}

describe('buy_gift', () => {
  const plans = useSpecPlans();

  it('records a pending gift with a GIFT + 8 digits code generated in the database', async () => {
    const shopper = await newShopper();

    const gift = await succeeds<Gift>(
      giftCall(shopper, {
        p_recipient_email: ' Camila@Example.COM ',
        p_recipient_phone: '3009876543',
        p_message: '¡Feliz cumpleaños, Luna!',
      }),
    );

    expect(gift.gift_code).toMatch(/^GIFT\d{8}$/);
    expect(gift).toMatchObject({
      buyer_id: shopper.id,
      gift_type: 'coupon',
      gift_value: 'c50',
      amount: 50_000,
      recipient_name: 'Camila Torres',
      recipient_email: 'camila@example.com',
      recipient_phone: '3009876543',
      message: '¡Feliz cumpleaños, Luna!',
      delivery_date: bogotaDate(0),
      status: 'pending',
    });
    const { data } = await shopper.client.from('gift_purchases').select('gift_code');
    expect(data).toEqual([{ gift_code: gift.gift_code }]);
  });

  it('gives two gifts bought one after the other different codes', async () => {
    const shopper = await newShopper();
    const first = await succeeds<Gift>(giftCall(shopper));
    const second = await succeeds<Gift>(giftCall(shopper));
    expect(second.gift_code).toMatch(/^GIFT\d{8}$/);
    expect(second.gift_code).not.toBe(first.gift_code);
  });

  it('charges each item its amount: coupons 50,000 / 100,000 / 200,000, memberships the active plan price', async () => {
    const shopper = await newShopper();
    const cases = [
      ['coupon', 'c50', 50_000],
      ['coupon', 'c100', 100_000],
      ['coupon', 'c200', 200_000],
      ['membership', 'mensual', 29_900],
      ['membership', 'anual', 299_900],
    ] as const;
    for (const [type, value, amount] of cases) {
      const gift = await succeeds<Gift>(
        giftCall(shopper, { p_gift_type: type, p_gift_value: value }),
      );
      expect(gift.amount, value).toBe(amount);
    }
  });

  it('follows the mensual plan price when an admin changes it', async () => {
    const shopper = await newShopper();
    try {
      await sql(
        `update public.membership_plans set price = 35000 where id = ${lit(plans.mensual)}`,
      );
      const gift = await succeeds<Gift>(
        giftCall(shopper, { p_gift_type: 'membership', p_gift_value: 'mensual' }),
      );
      expect(gift.amount).toBe(35_000);
    } finally {
      await sql(
        `update public.membership_plans set price = 29900 where id = ${lit(plans.mensual)}`,
      );
    }
  });

  it('requires an item, a recipient name and a recipient email', async () => {
    const shopper = await newShopper();
    const missing = [
      { p_gift_value: '' },
      { p_gift_value: null },
      { p_recipient_name: '  ' },
      { p_recipient_email: '' },
      { p_gift_type: null },
      { p_gift_type: 'coupon', p_gift_value: 'mensual' },
    ];
    for (const overrides of missing) {
      expect((await refusal(giftCall(shopper, overrides))).message, JSON.stringify(overrides)).toBe(
        REQUIRED,
      );
    }
    expect((await refusal(giftCall(shopper, { p_recipient_email: 'camila' }))).message).toBe(
      'Email inválido - Por favor ingresa un email válido',
    );
    const { data } = await shopper.client.from('gift_purchases').select('id');
    expect(data).toEqual([]);
  });

  it('takes a message of 500 characters and refuses one of 501', async () => {
    const shopper = await newShopper();
    const accepted = await succeeds<Gift>(giftCall(shopper, { p_message: 'a'.repeat(500) }));
    expect(accepted.message).toHaveLength(500);
    expect((await refusal(giftCall(shopper, { p_message: 'a'.repeat(501) }))).message).toBe(
      'El mensaje no puede superar 500 caracteres',
    );
  });

  it('takes a delivery date from today on and refuses a past one', async () => {
    const shopper = await newShopper();
    const today = await succeeds<Gift>(giftCall(shopper, { p_delivery_date: bogotaDate(0) }));
    expect(today.delivery_date).toBe(bogotaDate(0));
    const later = await succeeds<Gift>(giftCall(shopper, { p_delivery_date: bogotaDate(10) }));
    expect(later.delivery_date).toBe(bogotaDate(10));
    expect((await refusal(giftCall(shopper, { p_delivery_date: bogotaDate(-1) }))).message).toBe(
      'La fecha de entrega no puede ser anterior a hoy',
    );
  });

  it('refuses an anonymous visitor', async () => {
    const { error } = await anonClient().rpc('buy_gift', {
      p_gift_type: 'coupon',
      p_gift_value: 'c50',
      p_recipient_name: 'Camila Torres',
      p_recipient_email: 'camila@example.com',
    });
    expect(error?.code).toBe('42501');
  });
});
