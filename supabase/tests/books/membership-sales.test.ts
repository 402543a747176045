/**
 * Issue 36, defects 2 and 3: only a membership sale that takes effect is made, and a purchase
 * is paid at its plan as it is when it is paid; unpaid purchases and gifts expire after 30
 * minutes.
 */
import type { MembershipPurchaseQuote } from '@bonis/supabase-client';
import { describe, expect, it } from 'vitest';
import { lit, newAdmin, newShopper, setMembership, sql, type Shopper } from '../support/db';
import {
  bogotaDate,
  buyGift,
  giftRow,
  membershipOf,
  payPurchase,
  payPurchaseCall,
  refusal,
  sqlOne,
  startMembership,
  startMembershipCall,
  succeeds,
  useSpecPlans,
} from '../support/checkout';

type Quote = MembershipPurchaseQuote;

function quoteOf(shopper: Shopper, purchaseId: string): Promise<Quote> {
  return succeeds<Quote>(
    shopper.client.rpc('membership_purchase_quote', { p_purchase_id: purchaseId }),
  );
}

async function closedOf(purchaseId: string) {
  return sqlOne<{ closed_reason: string | null; payment_status: string }>(
    `select closed_reason, payment_status::text from public.membership_purchases where id = ${lit(purchaseId)}`,
  );
}

describe('membership sales that take effect', () => {
  const plans = useSpecPlans();

  it('an annual member is not sold the monthly plan: the database refuses and nothing is charged', async () => {
    const member = await newShopper();
    await setMembership(member.id, 'anual', bogotaDate(200));

    expect(await refusal(startMembershipCall(member, plans.mensual))).toEqual({
      message: 'Incluido en tu plan - Tu membresía Anual ya incluye este plan',
      code: 'P0001',
    });
    expect(await refusal(startMembershipCall(member, plans.anual))).toEqual({
      message: 'Plan actual - Ya tienes esta membresía activa',
      code: 'P0001',
    });
    const [row] = await sql<{ n: number }>(
      `select count(*)::int as n from public.membership_purchases where user_id = ${lit(member.id)}`,
    );
    expect(row?.n).toBe(0);
    expect(await membershipOf(member.id)).toEqual({
      membership_type: 'anual',
      membership_expiry: bogotaDate(200),
    });
  });

  it('a monthly purchase started before the shopper became annual is refused at payment', async () => {
    const shopper = await newShopper();
    const started = await startMembership(shopper, plans.mensual);
    await setMembership(shopper.id, 'anual', bogotaDate(100));

    expect(await refusal(payPurchaseCall(shopper, 'membership', started.id))).toEqual({
      message: 'Incluido en tu plan - Tu membresía Anual ya incluye este plan',
      code: 'P0001',
    });
    const [payments] = await sql<{ n: number }>(
      `select count(*)::int as n from public.payments where membership_purchase_id = ${lit(started.id)}`,
    );
    expect(payments?.n, 'no card was charged').toBe(0);
    expect(await membershipOf(shopper.id)).toMatchObject({ membership_type: 'anual' });
  });

  it('a monthly member upgrades to annual: annual from today, the unused monthly days kept at the end, as the quote said', async () => {
    const shopper = await newShopper();
    await setMembership(shopper.id, 'mensual', bogotaDate(12));
    const started = await startMembership(shopper, plans.anual);

    const quote = await quoteOf(shopper, started.id);
    expect(quote).toMatchObject({
      membership_type: 'anual',
      amount: 299_900,
      current_type: 'mensual',
      current_expiry: bogotaDate(12),
      carried_days: 12,
      starts_on: bogotaDate(0),
      expires_on: bogotaDate(12 + 365),
      upgrade: true,
      payable: true,
      message: null,
    });

    const paid = await payPurchase(shopper, 'membership', started.id);
    expect(paid).toMatchObject({ approved: true });
    expect(await membershipOf(shopper.id)).toEqual({
      membership_type: 'anual',
      membership_expiry: quote.expires_on,
    });
  });

  it('a purchase started at one price is not paid after the plan is repriced and deactivated: it is closed', async () => {
    const admin = await newAdmin();
    const [plan] = await sql<{ id: string }>(
      `insert into public.membership_plans (name, price, duration_days, benefits)
       values ('Plan Mensual barato', 1000, 30, '{}') returning id`,
    );
    const planId = plan?.id ?? '';
    try {
      const shopper = await newShopper();
      const started = await startMembership(shopper, planId);
      expect(started.amount).toBe(1000);

      await succeeds(
        admin.client
          .from('membership_plans')
          .update({ price: 50_000, is_active: false })
          .eq('id', planId)
          .select(),
      );

      expect(await refusal(payPurchaseCall(shopper, 'membership', started.id))).toEqual({
        message: 'El plan cambió; vuelve a elegirlo',
        code: 'P0001',
      });
      expect(await closedOf(started.id)).toEqual({
        closed_reason: 'plan_changed',
        payment_status: 'pending',
      });
      expect(await quoteOf(shopper, started.id)).toMatchObject({
        payable: false,
        message: 'El plan cambió; vuelve a elegirlo',
      });
      expect(await membershipOf(shopper.id)).toMatchObject({ membership_type: 'regular' });
    } finally {
      await sql(`delete from public.membership_plans where id = ${lit(planId)}`);
    }
  });

  it('a repriced plan closes its open purchases even while it stays active; choosing it again starts at the new price', async () => {
    const admin = await newAdmin();
    const shopper = await newShopper();
    const started = await startMembership(shopper, plans.mensual);

    await succeeds(
      admin.client.from('membership_plans').update({ price: 31_900 }).eq('id', plans.mensual),
    );
    try {
      expect(await refusal(payPurchaseCall(shopper, 'membership', started.id))).toMatchObject({
        message: 'El plan cambió; vuelve a elegirlo',
      });
      const again = await startMembership(shopper, plans.mensual);
      expect(again.id).not.toBe(started.id);
      expect(again.amount).toBe(31_900);
      expect(await payPurchase(shopper, 'membership', again.id)).toMatchObject({ approved: true });
    } finally {
      await sql(
        `update public.membership_plans set price = 29900 where id = ${lit(plans.mensual)}`,
      );
    }
  });
});

describe('unpaid purchases expire after 30 minutes', () => {
  const plans = useSpecPlans();

  it('a membership purchase older than 30 minutes is refused, then closed by the job', async () => {
    const shopper = await newShopper();
    const started = await startMembership(shopper, plans.mensual);
    await sql(
      `update public.membership_purchases set pay_by = now() - interval '1 second' where id = ${lit(started.id)}`,
    );

    expect(await refusal(payPurchaseCall(shopper, 'membership', started.id))).toEqual({
      message: 'La compra expiró - Vuelve a elegir el plan',
      code: 'P0001',
    });
    await sql(`select public.expire_unpaid_purchases()`);
    expect(await closedOf(started.id)).toEqual({
      closed_reason: 'expired',
      payment_status: 'pending',
    });
    const again = await startMembership(shopper, plans.mensual);
    expect(again.id, 'choosing the plan again starts a new purchase').not.toBe(started.id);
  });

  it('an unpaid gift older than 30 minutes is refused and cancelled by the job; a fresh one is not', async () => {
    const shopper = await newShopper();
    const old = await buyGift(shopper);
    const fresh = await buyGift(shopper);
    await sql(
      `update public.gift_purchases set pay_by = now() - interval '1 second' where id = ${lit(old.id)}`,
    );

    expect(await refusal(payPurchaseCall(shopper, 'gift', old.id))).toEqual({
      message: 'La compra expiró - Vuelve a comprar el regalo',
      code: 'P0001',
    });
    await sql(`select public.expire_unpaid_purchases()`);
    expect(await giftRow(old.id)).toMatchObject({ status: 'cancelled', gift_code: null });
    expect(await giftRow(fresh.id)).toMatchObject({ status: 'pending' });
    expect(await payPurchase(shopper, 'gift', fresh.id)).toMatchObject({ approved: true });
  });

  it('shoppers cannot run the expiry job', async () => {
    const shopper = await newShopper();
    const { error } = await shopper.client.rpc('expire_unpaid_purchases');
    expect(error?.code).toBe('42501');
  });
});
