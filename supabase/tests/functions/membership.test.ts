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
  type Shopper,
} from '../support/db';
import {
  bogotaDate,
  preview,
  refusal,
  sqlOne,
  succeeds,
  useFreeShippingThreshold,
  useSpecPlans,
  useTimeSlots,
} from '../support/checkout';

interface Profile {
  id: string;
  membership_type: string;
  membership_expiry: string | null;
}

function activate(shopper: Shopper, planId: string) {
  return shopper.client.rpc('activate_membership', { p_plan_id: planId });
}

async function profileOf(userId: string) {
  const [row] = await sql<{ membership_type: string; membership_expiry: string | null }>(
    `select membership_type::text, membership_expiry::text from public.user_profiles where id = ${lit(userId)}`,
  );
  return row;
}

/** A plan of the store's own (deleted again by the test). */
async function newPlan(name: string, durationDays: number, isActive = true): Promise<string> {
  const row = await sqlOne<{ id: string }>(
    `insert into public.membership_plans (name, price, duration_days, is_active)
     values (${lit(name)}, 19900, ${durationDays}, ${isActive}) returning id`,
  );
  return row.id;
}

describe('activate_membership', () => {
  const newSlot = useTimeSlots();
  useFreeShippingThreshold(100_000);
  const plans = useSpecPlans();
  let slot: string;
  beforeAll(async () => {
    slot = await newSlot(11_000);
  });

  it('makes a shopper mensual until today in Bogotá + 30 days with the mensual plan', async () => {
    const shopper = await newShopper();
    const profile = await succeeds<Profile>(activate(shopper, plans.mensual));
    expect(profile).toMatchObject({
      id: shopper.id,
      membership_type: 'mensual',
      membership_expiry: bogotaDate(30),
    });
    expect(await profileOf(shopper.id)).toEqual({
      membership_type: 'mensual',
      membership_expiry: bogotaDate(30),
    });
  });

  it('makes a shopper anual until today in Bogotá + 365 days with the anual plan', async () => {
    const shopper = await newShopper();
    const profile = await succeeds<Profile>(activate(shopper, plans.anual));
    expect(profile).toMatchObject({ membership_type: 'anual', membership_expiry: bogotaDate(365) });
  });

  it("makes any plan whose name contains 'anual' (any case) anual, and any other mensual, for its duration", async () => {
    const shopper = await newShopper();
    const anualPlus = await newPlan(`MEMBRESÍA ANUAL PLUS ${unique('p')}`, 400);
    const semestral = await newPlan(`Plan Semestral ${unique('p')}`, 180);
    try {
      expect(await succeeds<Profile>(activate(shopper, anualPlus))).toMatchObject({
        membership_type: 'anual',
        membership_expiry: bogotaDate(400),
      });
      expect(await succeeds<Profile>(activate(shopper, semestral))).toMatchObject({
        membership_type: 'mensual',
        membership_expiry: bogotaDate(180),
      });
    } finally {
      await sql(
        `delete from public.membership_plans where id in (${lit(anualPlus)}, ${lit(semestral)})`,
      );
    }
  });

  it('refuses an inactive plan and leaves the shopper regular', async () => {
    const shopper = await newShopper();
    const inactive = await newPlan(`Plan Anual Retirado ${unique('p')}`, 365, false);
    try {
      expect((await refusal(activate(shopper, inactive))).message).toBe(
        'Error al activar la membresía - Por favor intenta de nuevo',
      );
      expect(await profileOf(shopper.id)).toEqual({
        membership_type: 'regular',
        membership_expiry: null,
      });
    } finally {
      await sql(`delete from public.membership_plans where id = ${lit(inactive)}`);
    }
  });

  it('prices the cart at member prices with free shipping right after activation', async () => {
    const shopper = await newShopper();
    const product = await newProduct({ price: 20_000, regular_price: 20_000 });
    await addToCart(shopper, product, 2);
    expect(await preview(shopper, { slot })).toMatchObject({
      membership_type: 'regular',
      subtotal: 40_000,
      shipping_cost: 11_000,
      total: 51_000,
    });

    await succeeds(activate(shopper, plans.mensual));

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
    const { error } = await anonClient().rpc('activate_membership', { p_plan_id: plans.mensual });
    expect(error?.code).toBe('42501');
  });
});
