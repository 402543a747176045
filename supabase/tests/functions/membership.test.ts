import { beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  anonClient,
  lit,
  newProduct,
  newShopper,
  setMembership,
  sql,
  unique,
} from '../support/db';
import {
  bogotaDate,
  DECLINE_TEST_CARD,
  GOOD_CARD,
  membershipOf,
  membershipPurchase,
  paidGift,
  payPurchase,
  payPurchaseCall,
  paymentsOfPurchase,
  preview,
  PSE,
  redeemGift,
  refusal,
  sqlOne,
  startMembership,
  startMembershipCall,
  useFreeShippingThreshold,
  useSpecPlans,
  useTimeSlots,
} from '../support/checkout';

/** A plan of the store's own (deleted again by the test). */
async function newPlan(
  name: string,
  durationDays: number,
  { price = 19_900, isActive = true }: { price?: number; isActive?: boolean } = {},
): Promise<string> {
  const row = await sqlOne<{ id: string }>(
    `insert into public.membership_plans (name, price, duration_days, is_active)
     values (${lit(name)}, ${price}, ${durationDays}, ${isActive}) returning id`,
  );
  return row.id;
}

async function purchasesOf(userId: string) {
  return sql<{ id: string; payment_status: string }>(
    `select id, payment_status::text from public.membership_purchases
      where user_id = ${lit(userId)} order by created_at, id`,
  );
}

const REGULAR = { membership_type: 'regular', membership_expiry: null };

describe('memberships are bought: start_membership_purchase, then confirm_payment', () => {
  const newSlot = useTimeSlots();
  useFreeShippingThreshold(100_000);
  const plans = useSpecPlans();
  let slot: string;
  let mensualName: string;
  beforeAll(async () => {
    slot = await newSlot(11_000);
    mensualName = (
      await sqlOne<{ name: string }>(
        `select name from public.membership_plans where id = ${lit(plans.mensual)}`,
      )
    ).name;
  });

  it('a shopper cannot activate a plan without paying: choosing it records a pending purchase and leaves them regular', async () => {
    const shopper = await newShopper();

    const started = await startMembership(shopper, plans.mensual);

    expect(started).toEqual({
      id: expect.any(String),
      plan_name: mensualName,
      membership_type: 'mensual',
      amount: 29_900,
      activated: false,
    });
    expect(await membershipOf(shopper.id)).toEqual(REGULAR);
    expect(await membershipPurchase(started.id)).toEqual({
      user_id: shopper.id,
      plan_name: mensualName,
      membership_type: 'mensual',
      duration_days: 30,
      amount: 29_900,
      payment_status: 'pending',
      payment_method: null,
      paid: false,
      expires_on: null,
    });
    const { data, error } = await shopper.client
      .from('payables')
      .select('kind, id, reference, description, amount, payment_method, payment_status')
      .eq('kind', 'membership');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        kind: 'membership',
        id: started.id,
        reference: `MEM-${started.id.slice(0, 8).toUpperCase()}`,
        description: `Membresía ${mensualName}`,
        amount: 29_900,
        payment_method: 'online',
        payment_status: 'pending',
      },
    ]);
  });

  it('paying by card makes the shopper mensual until today in Bogotá + 30 days, and keeps only the last four digits', async () => {
    const shopper = await newShopper();
    const started = await startMembership(shopper, plans.mensual);

    const paid = await payPurchase(shopper, 'membership', started.id, 'credit_card', GOOD_CARD);

    expect(paid).toEqual({
      approved: true,
      kind: 'membership',
      id: started.id,
      payment_status: 'paid',
      payment_method: 'credit_card',
      reference: `MEM-${started.id.slice(0, 8).toUpperCase()}`,
      membership: {
        plan_name: mensualName,
        membership_type: 'mensual',
        expires_on: bogotaDate(30),
      },
    });
    expect(await membershipOf(shopper.id)).toEqual({
      membership_type: 'mensual',
      membership_expiry: bogotaDate(30),
    });
    expect(await membershipPurchase(started.id)).toMatchObject({
      payment_status: 'paid',
      payment_method: 'credit_card',
      paid: true,
      expires_on: bogotaDate(30),
    });
    expect(await paymentsOfPurchase('membership', started.id)).toEqual([
      {
        payable_kind: 'membership',
        method: 'credit_card',
        status: 'approved',
        amount: 29_900,
        card_last4: '4242',
        pse_bank: null,
        document_type: null,
        decline_reason: null,
      },
    ]);
  });

  it('paying the anual plan by PSE makes the shopper anual until today in Bogotá + 365 days', async () => {
    const shopper = await newShopper();
    const started = await startMembership(shopper, plans.anual);
    expect(started).toMatchObject({ membership_type: 'anual', amount: 299_900 });

    const paid = await payPurchase(shopper, 'membership', started.id, 'pse', PSE);

    expect(paid).toMatchObject({
      approved: true,
      payment_method: 'pse',
      membership: { membership_type: 'anual', expires_on: bogotaDate(365) },
    });
    expect(await membershipOf(shopper.id)).toEqual({
      membership_type: 'anual',
      membership_expiry: bogotaDate(365),
    });
  });

  it('a declined card leaves the purchase failed and the shopper regular; a good card then activates it', async () => {
    const shopper = await newShopper();
    const started = await startMembership(shopper, plans.mensual);

    const declined = await payPurchase(shopper, 'membership', started.id, 'credit_card', {
      ...DECLINE_TEST_CARD,
    });

    expect(declined).toMatchObject({
      approved: false,
      payment_status: 'failed',
      membership: { expires_on: null },
    });
    expect(await membershipOf(shopper.id)).toEqual(REGULAR);
    expect(await membershipPurchase(started.id)).toMatchObject({
      payment_status: 'failed',
      paid: false,
    });

    const retried = await payPurchase(shopper, 'membership', started.id, 'credit_card', GOOD_CARD);

    expect(retried).toMatchObject({ approved: true, payment_status: 'paid' });
    expect(await membershipOf(shopper.id)).toEqual({
      membership_type: 'mensual',
      membership_expiry: bogotaDate(30),
    });
    expect(
      (await paymentsOfPurchase('membership', started.id)).map((p) => [p.status, p.decline_reason]),
    ).toEqual([
      ['declined', 'declined'],
      ['approved', null],
    ]);
  });

  it('refuses incomplete card details with the form message and records nothing', async () => {
    const shopper = await newShopper();
    const started = await startMembership(shopper, plans.mensual);

    expect(
      (await refusal(payPurchaseCall(shopper, 'membership', started.id, 'credit_card', {})))
        .message,
    ).toBe('Campos incompletos - Por favor completa todos los campos de la tarjeta');
    expect(
      (await refusal(payPurchaseCall(shopper, 'membership', started.id, 'cash', GOOD_CARD)))
        .message,
    ).toBe('Selecciona pago - Por favor selecciona un método de pago');
    expect(await paymentsOfPurchase('membership', started.id)).toEqual([]);
    expect(await membershipOf(shopper.id)).toEqual(REGULAR);
  });

  it('choosing the same plan again reuses the unpaid purchase (also after a decline); a repriced plan starts a new one at its new price', async () => {
    const shopper = await newShopper();
    const first = await startMembership(shopper, plans.mensual);
    const again = await startMembership(shopper, plans.mensual);
    expect(again.id).toBe(first.id);

    await payPurchase(shopper, 'membership', first.id, 'credit_card', DECLINE_TEST_CARD);
    const afterDecline = await startMembership(shopper, plans.mensual);
    expect(afterDecline).toMatchObject({ id: first.id, amount: 29_900 });
    let repriced: { id: string };
    try {
      await sql(
        `update public.membership_plans set price = 35000 where id = ${lit(plans.mensual)}`,
      );
      repriced = await startMembership(shopper, plans.mensual);
      expect(repriced).toMatchObject({ amount: 35_000 });
      expect(repriced.id, 'the purchase started at the old price was closed').not.toBe(first.id);
    } finally {
      await sql(
        `update public.membership_plans set price = 29900 where id = ${lit(plans.mensual)}`,
      );
    }
    const other = await startMembership(shopper, plans.anual);
    expect(other.id).not.toBe(first.id);
    expect((await purchasesOf(shopper.id)).map((p) => p.id).sort()).toEqual(
      [first.id, repriced.id, other.id].sort(),
    );
  });

  it('answers a second payment of a paid purchase with the first one: one charge, the expiry moved once', async () => {
    const shopper = await newShopper();
    const started = await startMembership(shopper, plans.mensual);

    await payPurchase(shopper, 'membership', started.id, 'credit_card', GOOD_CARD);
    const second = await payPurchase(shopper, 'membership', started.id, 'pse', PSE);

    expect(second).toMatchObject({
      approved: true,
      payment_method: 'credit_card',
      membership: { expires_on: bogotaDate(30) },
    });
    expect(await paymentsOfPurchase('membership', started.id)).toHaveLength(1);
    expect((await membershipOf(shopper.id)).membership_expiry).toBe(bogotaDate(30));
  });

  it('extends a running membership: a mensual member who buys the anual plan is anual until their expiry + 365 days', async () => {
    const shopper = await newShopper();
    await setMembership(shopper.id, 'mensual', bogotaDate(10));
    const started = await startMembership(shopper, plans.anual);

    const paid = await payPurchase(shopper, 'membership', started.id);

    expect(paid.membership).toEqual({
      plan_name: expect.any(String),
      membership_type: 'anual',
      expires_on: bogotaDate(375),
    });
    expect(await membershipOf(shopper.id)).toEqual({
      membership_type: 'anual',
      membership_expiry: bogotaDate(375),
    });
  });

  it('never downgrades a running anual membership: a mensual gift redeemed adds 30 days and it stays anual', async () => {
    const buyer = await newShopper();
    const shopper = await newShopper();
    await setMembership(shopper.id, 'anual', bogotaDate(100));
    const gift = await paidGift(buyer, { p_gift_type: 'membership', p_gift_value: 'mensual' });

    expect(await redeemGift(shopper, gift.code)).toMatchObject({
      redeemed: true,
      expires_on: bogotaDate(130),
    });
    expect(await membershipOf(shopper.id)).toEqual({
      membership_type: 'anual',
      membership_expiry: bogotaDate(130),
    });
  });

  it('counts from today when the membership has expired (yesterday), and from the expiry when it ends today', async () => {
    const expired = await newShopper();
    await setMembership(expired.id, 'mensual', bogotaDate(-1));
    await payPurchase(expired, 'membership', (await startMembership(expired, plans.mensual)).id);
    expect((await membershipOf(expired.id)).membership_expiry).toBe(bogotaDate(30));

    const endsToday = await newShopper();
    await setMembership(endsToday.id, 'mensual', bogotaDate(0));
    await payPurchase(endsToday, 'membership', (await startMembership(endsToday, plans.anual)).id);
    expect(await membershipOf(endsToday.id)).toEqual({
      membership_type: 'anual',
      membership_expiry: bogotaDate(365),
    });
  });

  it("refuses with 'Plan actual' a plan of the type the shopper already has, and records nothing", async () => {
    const shopper = await newShopper();
    await setMembership(shopper.id, 'mensual', bogotaDate(5));

    expect(await refusal(startMembershipCall(shopper, plans.mensual))).toEqual({
      message: 'Plan actual - Ya tienes esta membresía activa',
      code: 'P0001',
    });
    expect(await purchasesOf(shopper.id)).toEqual([]);
    expect(await membershipOf(shopper.id)).toEqual({
      membership_type: 'mensual',
      membership_expiry: bogotaDate(5),
    });
  });

  it('activates a plan of price 0 at once, recorded as a paid purchase with no payment', async () => {
    const shopper = await newShopper();
    const free = await newPlan(`Plan Prueba Gratis ${unique('p')}`, 15, { price: 0 });
    try {
      const started = await startMembership(shopper, free);

      expect(started).toEqual({
        id: expect.any(String),
        plan_name: expect.stringContaining('Plan Prueba Gratis'),
        membership_type: 'mensual',
        amount: 0,
        activated: true,
        expires_on: bogotaDate(15),
      });
      expect(await membershipOf(shopper.id)).toEqual({
        membership_type: 'mensual',
        membership_expiry: bogotaDate(15),
      });
      expect(await membershipPurchase(started.id)).toMatchObject({
        payment_status: 'paid',
        payment_method: null,
        paid: true,
        expires_on: bogotaDate(15),
      });
      expect(await paymentsOfPurchase('membership', started.id)).toEqual([]);
    } finally {
      await sql(`delete from public.membership_plans where id = ${lit(free)}`);
    }
  });

  it("makes any plan whose name contains 'anual' (any case) anual, and any other mensual, for its duration", async () => {
    const shopper = await newShopper();
    const anualPlus = await newPlan(`MEMBRESÍA ANUAL PLUS ${unique('p')}`, 400);
    const semestral = await newPlan(`Plan Semestral ${unique('p')}`, 180);
    try {
      const first = await payPurchase(
        shopper,
        'membership',
        (await startMembership(shopper, anualPlus)).id,
      );
      expect(first.membership).toMatchObject({
        membership_type: 'anual',
        expires_on: bogotaDate(400),
      });
      const other = await newShopper();
      const second = await payPurchase(
        other,
        'membership',
        (await startMembership(other, semestral)).id,
      );
      expect(second.membership).toMatchObject({
        membership_type: 'mensual',
        expires_on: bogotaDate(180),
      });
    } finally {
      await sql(
        `delete from public.membership_plans where id in (${lit(anualPlus)}, ${lit(semestral)})`,
      );
    }
  });

  it('refuses an inactive or unknown plan, records nothing and leaves the shopper regular', async () => {
    const shopper = await newShopper();
    const inactive = await newPlan(`Plan Anual Retirado ${unique('p')}`, 365, { isActive: false });
    try {
      for (const planId of [inactive, '00000000-0000-4000-8000-000000000000']) {
        expect((await refusal(startMembershipCall(shopper, planId))).message).toBe(
          'Error al activar la membresía - Por favor intenta de nuevo',
        );
      }
      expect(await purchasesOf(shopper.id)).toEqual([]);
      expect(await membershipOf(shopper.id)).toEqual(REGULAR);
    } finally {
      await sql(`delete from public.membership_plans where id = ${lit(inactive)}`);
    }
  });

  it("refuses to pay another shopper's membership purchase, which stays unpaid", async () => {
    const owner = await newShopper();
    const started = await startMembership(owner, plans.anual);
    const intruder = await newShopper();

    expect(
      (await refusal(payPurchaseCall(intruder, 'membership', started.id, 'credit_card'))).message,
    ).toBe('Membresía no encontrada');
    expect(await membershipPurchase(started.id)).toMatchObject({ payment_status: 'pending' });
    expect(await paymentsOfPurchase('membership', started.id)).toEqual([]);
    expect(await membershipOf(intruder.id)).toEqual(REGULAR);
    expect(await membershipOf(owner.id)).toEqual(REGULAR);
  });

  it('lets a shopper read their own purchases', async () => {
    const shopper = await newShopper();
    const started = await startMembership(shopper, plans.anual);
    const { data, error } = await shopper.client
      .from('membership_purchases')
      .select('id, plan_name, amount, payment_status');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: started.id,
        plan_name: started.plan_name,
        amount: 299_900,
        payment_status: 'pending',
      },
    ]);
  });

  it('prices the cart at member prices with free shipping right after the payment', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 20_000, regular_price: 20_000 });
    await addToCart(shopper, product, 2);
    expect(await preview(shopper, { slot })).toMatchObject({
      membership_type: 'regular',
      subtotal: 40_000,
      shipping_cost: 11_000,
      total: 51_000,
    });

    await payPurchase(shopper, 'membership', (await startMembership(shopper, plans.mensual)).id);

    expect(await preview(shopper, { slot })).toMatchObject({
      membership_type: 'mensual',
      subtotal: 36_000,
      shipping_cost: 0,
      free_shipping_reason: 'membership',
      total: 36_000,
    });
  });

  it('prices an expired membership (expiry yesterday) as regular, with shipping; today it still counts', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 20_000, member_price: 15_000 });
    await addToCart(shopper, product, 1);

    await setMembership(shopper.id, 'anual', bogotaDate(-1));
    expect(await preview(shopper, { slot })).toMatchObject({
      membership_type: 'regular',
      subtotal: 20_000,
      shipping_cost: 11_000,
      total: 31_000,
    });

    await setMembership(shopper.id, 'anual', bogotaDate(0));
    expect(await preview(shopper, { slot })).toMatchObject({
      membership_type: 'anual',
      subtotal: 15_000,
      shipping_cost: 0,
      total: 15_000,
    });
  });

  it('refuses an anonymous visitor', async () => {
    const { error } = await anonClient().rpc('start_membership_purchase', {
      p_plan_id: plans.mensual,
    });
    expect(error?.code).toBe('42501');
  });
});
