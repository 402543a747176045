import { describe, expect, it } from 'vitest';
import { anonClient, lit, newShopper, serviceRoleClient, sql } from '../support/db';
import {
  bogotaDate,
  buyGift,
  buyGiftCall,
  DECLINE_TEST_CARD,
  emailsOfGift,
  giftRow,
  GOOD_CARD,
  paidGift,
  payPurchase,
  payPurchaseCall,
  paymentsOfPurchase,
  refusal,
  succeeds,
  useSpecPlans,
} from '../support/checkout';

const REQUIRED = 'Error - Por favor completa todos los campos requeridos';
const HOW_TO_REDEEM = 'Inicia sesión en Boñis y canjéalo en Regala Boñis → Canjear un regalo.';

/** Runs deliver_due_gifts as a server job does (the service_role key). */
async function deliverDueGifts(): Promise<number> {
  return succeeds<number>(serviceRoleClient().rpc('deliver_due_gifts'));
}

describe('buy_gift', () => {
  const plans = useSpecPlans();

  it('records a pending gift without a code, to be paid on /payment', async () => {
    const shopper = await newShopper();

    const gift = await buyGift(shopper, {
      p_recipient_email: ' Camila@Example.COM ',
      p_recipient_phone: '3009876543',
      p_message: '¡Feliz cumpleaños, Luna!',
    });

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
      gift_code: null,
      status: 'pending',
      payment_status: 'pending',
      payment_method: null,
      paid_at: null,
      delivered_at: null,
    });
    expect(await emailsOfGift(gift.id)).toEqual([]);
    const { data } = await shopper.client
      .from('payables')
      .select('kind, id, reference, description, amount, payment_method, payment_status')
      .eq('kind', 'gift');
    expect(data).toEqual([
      {
        kind: 'gift',
        id: gift.id,
        reference: `REG-${gift.id.slice(0, 8).toUpperCase()}`,
        description: 'Regalo: Cupón $ 50.000 para Camila Torres',
        amount: 50_000,
        payment_method: 'online',
        payment_status: 'pending',
      },
    ]);
  });

  it('charges each item its amount: coupons 50,000 / 100,000 / 200,000, memberships the active plan price', async () => {
    const shopper = await newShopper();
    const cases = [
      ['coupon', 'c50', 50_000, 'Cupón $ 50.000'],
      ['coupon', 'c100', 100_000, 'Cupón $ 100.000'],
      ['coupon', 'c200', 200_000, 'Cupón $ 200.000'],
      ['membership', 'mensual', 29_900, 'Membresía Mensual'],
      ['membership', 'anual', 299_900, 'Membresía Anual'],
    ] as const;
    for (const [type, value, amount, label] of cases) {
      const gift = await buyGift(shopper, { p_gift_type: type, p_gift_value: value });
      expect(gift.amount, value).toBe(amount);
      const { data } = await shopper.client
        .from('payables')
        .select('description, amount')
        .eq('id', gift.id)
        .single();
      expect(data, value).toEqual({ description: `Regalo: ${label} para Camila Torres`, amount });
    }
  });

  it('follows the mensual plan price when an admin changes it', async () => {
    const shopper = await newShopper();
    try {
      await sql(
        `update public.membership_plans set price = 35000 where id = ${lit(plans.mensual)}`,
      );
      const gift = await buyGift(shopper, { p_gift_type: 'membership', p_gift_value: 'mensual' });
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
      expect(
        (await refusal(buyGiftCall(shopper, overrides))).message,
        JSON.stringify(overrides),
      ).toBe(REQUIRED);
    }
    expect((await refusal(buyGiftCall(shopper, { p_recipient_email: 'camila' }))).message).toBe(
      'Email inválido - Por favor ingresa un email válido',
    );
    const { data } = await shopper.client.from('gift_purchases').select('id');
    expect(data).toEqual([]);
  });

  it('takes a message of 500 characters and refuses one of 501', async () => {
    const shopper = await newShopper();
    const accepted = await buyGift(shopper, { p_message: 'a'.repeat(500) });
    expect(accepted.message).toHaveLength(500);
    expect((await refusal(buyGiftCall(shopper, { p_message: 'a'.repeat(501) }))).message).toBe(
      'El mensaje no puede superar 500 caracteres',
    );
  });

  it('takes a delivery date from today on and refuses a past one', async () => {
    const shopper = await newShopper();
    const today = await buyGift(shopper, { p_delivery_date: bogotaDate(0) });
    expect(today.delivery_date).toBe(bogotaDate(0));
    const later = await buyGift(shopper, { p_delivery_date: bogotaDate(10) });
    expect(later.delivery_date).toBe(bogotaDate(10));
    expect((await refusal(buyGiftCall(shopper, { p_delivery_date: bogotaDate(-1) }))).message).toBe(
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

describe('paying for a gift (confirm_payment) and its delivery', () => {
  useSpecPlans();

  it('a paid gift for today gets a GIFT + 8 digits code and is delivered at once: the email is queued and the gift is sent', async () => {
    const buyer = await newShopper({ first_name: 'Ana', last_name: 'Gómez' });
    const gift = await buyGift(buyer, {
      p_recipient_email: 'Camila@Example.com',
      p_message: '¡Feliz cumpleaños, Luna!',
    });

    const paid = await payPurchase(buyer, 'gift', gift.id, 'credit_card', GOOD_CARD);

    expect(paid).toEqual({
      approved: true,
      kind: 'gift',
      id: gift.id,
      payment_status: 'paid',
      payment_method: 'credit_card',
      reference: `REG-${gift.id.slice(0, 8).toUpperCase()}`,
      gift: {
        gift_code: expect.stringMatching(/^GIFT\d{8}$/),
        gift_type: 'coupon',
        gift_value: 'c50',
        recipient_name: 'Camila Torres',
        recipient_email: 'camila@example.com',
        delivery_date: bogotaDate(0),
        status: 'sent',
      },
    });
    const code = paid.gift?.gift_code ?? '';
    expect(await giftRow(gift.id)).toMatchObject({
      gift_code: code,
      status: 'sent',
      payment_status: 'paid',
      payment_method: 'credit_card',
      paid: true,
      delivered: true,
      redeemed: false,
    });
    const emails = await emailsOfGift(gift.id);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      kind: 'gift_delivery',
      recipient: 'camila@example.com',
      subject: 'Ana te envió un regalo en Boñis: Cupón de $ 50.000',
    });
    const body = emails[0]?.body ?? '';
    expect(body).toContain('Hola Camila Torres,');
    expect(body).toContain('Ana te regaló Cupón de $ 50.000 en Boñis.');
    expect(body).toContain('Su mensaje para ti:\n¡Feliz cumpleaños, Luna!');
    expect(body).toContain(`Tu código de regalo es: ${code}`);
    expect(body).toContain(HOW_TO_REDEEM);
    expect(await paymentsOfPurchase('gift', gift.id)).toMatchObject([
      { payable_kind: 'gift', method: 'credit_card', status: 'approved', amount: 50_000 },
    ]);
    const { data } = await buyer.client
      .from('gift_purchases')
      .select('gift_code, status, redeemed_at');
    expect(data).toEqual([{ gift_code: code, status: 'sent', redeemed_at: null }]);
  });

  it("says 'Alguien' when the buyer has no first name, and writes no message lines without a message", async () => {
    const buyer = await newShopper({});
    const gift = await buyGift(buyer, {
      p_gift_type: 'membership',
      p_gift_value: 'anual',
      p_recipient_email: 'pedro@example.com',
    });

    await payPurchase(buyer, 'gift', gift.id, 'pse');

    const [email] = await emailsOfGift(gift.id);
    expect(email?.subject).toBe('Alguien te envió un regalo en Boñis: Membresía Anual');
    expect(email?.body).toContain('Alguien te regaló Membresía Anual en Boñis.');
    expect(email?.body).not.toContain('Su mensaje');
    expect(email?.body).toContain(HOW_TO_REDEEM);
  });

  it('gives two paid gifts different codes', async () => {
    const buyer = await newShopper();
    const first = await paidGift(buyer);
    const second = await paidGift(buyer);
    expect(second.code).toMatch(/^GIFT\d{8}$/);
    expect(second.code).not.toBe(first.code);
  });

  it('does not deliver a gift for a later day until deliver_due_gifts runs on or after that day', async () => {
    const buyer = await newShopper({ first_name: 'Sofía' });
    const gift = await buyGift(buyer, { p_delivery_date: bogotaDate(3) });

    const paid = await payPurchase(buyer, 'gift', gift.id);

    expect(paid.gift).toMatchObject({
      gift_code: expect.stringMatching(/^GIFT\d{8}$/),
      delivery_date: bogotaDate(3),
      status: 'pending',
    });
    await deliverDueGifts();
    expect(await giftRow(gift.id)).toMatchObject({ status: 'pending', delivered: false });
    expect(await emailsOfGift(gift.id)).toEqual([]);

    // Its day comes.
    await sql(
      `update public.gift_purchases set delivery_date = ${lit(bogotaDate(-1))} where id = ${lit(gift.id)}`,
    );
    expect(await deliverDueGifts()).toBeGreaterThanOrEqual(1);
    expect(await giftRow(gift.id)).toMatchObject({ status: 'sent', delivered: true });
    expect(await emailsOfGift(gift.id)).toMatchObject([
      { kind: 'gift_delivery', subject: 'Sofía te envió un regalo en Boñis: Cupón de $ 50.000' },
    ]);

    await deliverDueGifts();
    expect(await emailsOfGift(gift.id)).toHaveLength(1);
  });

  it('never delivers an unpaid gift, even on its day', async () => {
    const buyer = await newShopper();
    const gift = await buyGift(buyer);
    await deliverDueGifts();
    expect(await giftRow(gift.id)).toMatchObject({ status: 'pending', gift_code: null });
    expect(await emailsOfGift(gift.id)).toEqual([]);
  });

  it('sends the delivery email even with the email switches off (the email is what was bought)', async () => {
    const buyer = await newShopper();
    const gift = await buyGift(buyer);
    try {
      await sql(
        `update public.app_settings set order_confirmation_email = false, welcome_email_enabled = false where id = 1`,
      );
      await payPurchase(buyer, 'gift', gift.id);
    } finally {
      await sql(
        `update public.app_settings set order_confirmation_email = true, welcome_email_enabled = true where id = 1`,
      );
    }
    expect(await emailsOfGift(gift.id)).toHaveLength(1);
  });

  it('a declined card leaves the gift without a code, failed and undelivered; a good card then pays it', async () => {
    const buyer = await newShopper();
    const gift = await buyGift(buyer);

    const declined = await payPurchase(buyer, 'gift', gift.id, 'credit_card', DECLINE_TEST_CARD);

    expect(declined).toMatchObject({
      approved: false,
      payment_status: 'failed',
      gift: { gift_code: null, status: 'pending' },
    });
    expect(await giftRow(gift.id)).toMatchObject({
      gift_code: null,
      payment_status: 'failed',
      delivered: false,
    });
    expect(await emailsOfGift(gift.id)).toEqual([]);

    const retried = await payPurchase(buyer, 'gift', gift.id, 'credit_card', GOOD_CARD);
    expect(retried).toMatchObject({ approved: true, gift: { status: 'sent' } });
    expect((await paymentsOfPurchase('gift', gift.id)).map((p) => p.status)).toEqual([
      'declined',
      'approved',
    ]);
  });

  it('answers a second payment of a paid gift with the first one: one charge, one code, one email', async () => {
    const buyer = await newShopper();
    const gift = await buyGift(buyer);

    const first = await payPurchase(buyer, 'gift', gift.id);
    const second = await payPurchase(buyer, 'gift', gift.id, 'pse');

    expect(second).toMatchObject({ approved: true, payment_method: 'credit_card' });
    expect(second.gift?.gift_code).toBe(first.gift?.gift_code);
    expect(await paymentsOfPurchase('gift', gift.id)).toHaveLength(1);
    expect(await emailsOfGift(gift.id)).toHaveLength(1);
  });

  it("refuses to pay another shopper's gift, which stays unpaid and without a code", async () => {
    const buyer = await newShopper();
    const gift = await buyGift(buyer);
    const intruder = await newShopper();

    expect((await refusal(payPurchaseCall(intruder, 'gift', gift.id, 'credit_card'))).message).toBe(
      'Regalo no encontrado',
    );
    expect(await giftRow(gift.id)).toMatchObject({ payment_status: 'pending', gift_code: null });
    expect(await paymentsOfPurchase('gift', gift.id)).toEqual([]);
  });
});
