import { afterAll, beforeAll, expect } from 'vitest';
import {
  attack,
  attackMatrix,
  byId,
  countOf,
  expectNoExecute,
  expectNoTablePrivilege,
  expectNothingVisible,
  expectPostgrestError,
  expectRuleRefusal,
  newMembershipPurchase,
  unchangedBy,
} from '../support/attacks';
import {
  anonClient,
  lit,
  newShopper,
  pointsAndLedger,
  sql,
  unique,
  type Shopper,
} from '../support/db';
import {
  ageGiftTries,
  buyGift,
  giftRow,
  GOOD_CARD,
  membershipOf,
  paidGift,
  payCall,
  redeemGift,
  sqlOne,
  startMembership,
  unknownGiftCode,
} from '../support/checkout';

const INVALID = { redeemed: false, message: 'Código inválido - Revisa el código de tu regalo' };
const USED = { redeemed: false, message: 'Regalo ya canjeado - Este código ya fue usado' };
const TOO_MANY = {
  redeemed: false,
  message: 'Demasiados intentos - Intenta de nuevo en una hora',
};
const REGULAR = { membership_type: 'regular', membership_expiry: null };

/**
 * Memberships, gifts and points against an attacker: a plan is active only once paid, a gift
 * code exists only once paid and redeems once, codes can't be guessed by brute force, and
 * purchases, payments and codes are written by the functions only.
 */
attackMatrix('memberships, gifts and points', () => {
  const anon = anonClient();
  let shopper: Shopper;
  let other: Shopper;
  let plan: string;

  beforeAll(async () => {
    shopper = await newShopper({ first_name: 'Mario', last_name: 'Malicia' });
    other = await newShopper({ first_name: 'Olga', last_name: 'Otra' });
    plan = (
      await sqlOne<{ id: string }>(
        `insert into public.membership_plans (name, price, duration_days, is_active)
         values (${lit(`Plan Anual ${unique('sec')}`)}, 299900, 365, true) returning id`,
      )
    ).id;
  });

  afterAll(async () => {
    await sql(`delete from public.membership_plans where id = ${lit(plan)}`);
  });

  // --- memberships ----------------------------------------------------------------------------

  attack(
    'a shopper cannot activate a plan without paying (activate_membership is gone)',
    async () => {
      const result = await unchangedBy('public.user_profiles', byId(shopper.id), () =>
        shopper.client.rpc('activate_membership', { p_plan_id: plan }),
      );
      expectPostgrestError(result, 'PGRST202', 404);
      expect(await membershipOf(shopper.id)).toEqual(REGULAR);
    },
  );

  attack(
    "a shopper cannot pay a membership by calling confirm_payment with kind 'order'",
    async () => {
      const started = await startMembership(shopper, plan);
      const result = await unchangedBy('public.membership_purchases', byId(started.id), () =>
        payCall(shopper, started.id, 'credit_card', GOOD_CARD, 'order'),
      );
      expectRuleRefusal(result, 'Pedido no encontrado');
      expect(await membershipOf(shopper.id)).toEqual(REGULAR);
      expect(await countOf('public.payments', `membership_purchase_id = ${lit(started.id)}`)).toBe(
        0,
      );
    },
  );

  attack("a shopper cannot pay another shopper's membership purchase to activate it", async () => {
    const theirs = await newMembershipPurchase(other.id);
    const result = await unchangedBy('public.membership_purchases', byId(theirs), () =>
      payCall(shopper, theirs, 'credit_card', GOOD_CARD, 'membership'),
    );
    expectRuleRefusal(result, 'Membresía no encontrada');
    expect(await membershipOf(shopper.id)).toEqual(REGULAR);
    expect(await membershipOf(other.id)).toEqual(REGULAR);
  });

  attack('a shopper cannot record a paid membership purchase directly (insert)', async () => {
    const result = await unchangedBy(
      'public.membership_purchases',
      `user_id = ${lit(other.id)}`,
      () =>
        other.client.from('membership_purchases').insert({
          user_id: other.id,
          plan_name: 'Anual',
          membership_type: 'anual',
          duration_days: 3650,
          amount: 0,
          payment_status: 'paid',
          paid_at: new Date().toISOString(),
          expires_on: '2099-12-31',
        }),
    );
    expectNoTablePrivilege(result, 'membership_purchases', 'authenticated');
  });

  attack('a shopper cannot mark their own membership purchase paid (update)', async () => {
    const own = await newMembershipPurchase(other.id);
    const result = await unchangedBy('public.membership_purchases', byId(own), () =>
      other.client
        .from('membership_purchases')
        .update({ payment_status: 'paid', paid_at: new Date().toISOString() })
        .eq('id', own),
    );
    expectNoTablePrivilege(result, 'membership_purchases', 'authenticated');
    expect(await membershipOf(other.id)).toEqual(REGULAR);
  });

  attack("a shopper cannot read another shopper's membership purchases", async () => {
    const theirs = await newMembershipPurchase(other.id);
    expectNothingVisible(
      await shopper.client.from('membership_purchases').select('id').eq('id', theirs),
    );
    expectNothingVisible(await shopper.client.from('payables').select('id').eq('id', theirs));
  });

  attack('a shopper cannot record an approved payment for a membership purchase', async () => {
    const own = await newMembershipPurchase(other.id);
    const result = await unchangedBy('public.membership_purchases', byId(own), () =>
      other.client.from('payments').insert({
        payable_kind: 'membership',
        membership_purchase_id: own,
        user_id: other.id,
        method: 'credit_card',
        status: 'approved',
        amount: 0,
        card_last4: '4242',
      }),
    );
    expectNoTablePrivilege(result, 'payments', 'authenticated');
  });

  // --- gifts -----------------------------------------------------------------------------------

  attack('a shopper cannot record a gift purchase with a code directly (insert)', async () => {
    const result = await unchangedBy(
      'public.gift_purchases',
      `buyer_id = ${lit(shopper.id)}`,
      () =>
        shopper.client.from('gift_purchases').insert({
          buyer_id: shopper.id,
          gift_type: 'membership',
          gift_value: 'anual',
          amount: 0,
          recipient_name: 'Yo',
          recipient_email: 'yo@example.com',
          gift_code: 'GIFT00000002',
          payment_status: 'paid',
          paid_at: new Date().toISOString(),
        }),
      { expectRows: false },
    );
    expectNoTablePrivilege(result, 'gift_purchases', 'authenticated');
  });

  attack('a shopper cannot mark their unpaid gift paid to get a code (update)', async () => {
    const gift = await buyGift(shopper);
    const result = await unchangedBy('public.gift_purchases', byId(gift.id), () =>
      shopper.client
        .from('gift_purchases')
        .update({ payment_status: 'paid' }, { count: 'exact' })
        .eq('id', gift.id),
    );
    expectNoTablePrivilege(result, 'gift_purchases', 'authenticated');
  });

  attack(
    'a shopper cannot redeem an unpaid gift: it has no code, and a refunded one is void',
    async () => {
      const gift = await buyGift(shopper, { p_gift_type: 'membership', p_gift_value: 'anual' });
      expect(gift.gift_code).toBeNull();
      const refunded = await paidGift(other, { p_gift_type: 'membership', p_gift_value: 'anual' });
      await sql(
        `update public.gift_purchases set payment_status = 'refunded' where ${byId(refunded.id)}`,
      );

      for (const code of [gift.id, 'null', '', refunded.code]) {
        expect(await redeemGift(shopper, code), code).toEqual(INVALID);
      }
      expect(await membershipOf(shopper.id)).toEqual(REGULAR);
      expect(await giftRow(gift.id)).toMatchObject({ status: 'pending', redeemed: false });
      expect(await giftRow(refunded.id)).toMatchObject({ redeemed: false });
      await ageGiftTries(shopper.id);
    },
  );

  attack(
    "a shopper cannot redeem someone else's gift code twice: the second try is refused",
    async () => {
      const recipient = await newShopper();
      const thief = await newShopper();
      const gift = await paidGift(other, { p_gift_type: 'membership', p_gift_value: 'anual' });

      expect(await redeemGift(recipient, gift.code)).toMatchObject({ redeemed: true });
      const recipientAfter = await membershipOf(recipient.id);

      expect(await redeemGift(thief, gift.code)).toEqual(USED);
      expect(await redeemGift(recipient, gift.code)).toEqual(USED);
      expect(await membershipOf(thief.id)).toEqual(REGULAR);
      expect(await membershipOf(recipient.id)).toEqual(recipientAfter);
      expect(await giftRow(gift.id)).toMatchObject({ redeemed_by: recipient.id });
    },
  );

  attack('a shopper cannot redeem a coupon gift twice to get two codes', async () => {
    const recipient = await newShopper();
    const gift = await paidGift(other, { p_gift_type: 'coupon', p_gift_value: 'c200' });
    expect(await redeemGift(recipient, gift.code)).toMatchObject({ redeemed: true });
    expect(await redeemGift(recipient, gift.code)).toEqual(USED);
    expect(await countOf('public.discount_codes', `owner_user_id = ${lit(recipient.id)}`)).toBe(1);
  });

  attack(
    'a shopper cannot guess gift codes: after 10 failed tries in an hour the 11th is refused, even with a right code',
    async () => {
      const guesser = await newShopper();
      const gift = await paidGift(other, { p_gift_type: 'membership', p_gift_value: 'anual' });

      for (let i = 0; i < 10; i += 1) {
        expect(await redeemGift(guesser, await unknownGiftCode())).toEqual(INVALID);
      }
      expect(await redeemGift(guesser, gift.code)).toEqual(TOO_MANY);
      expect(await membershipOf(guesser.id)).toEqual(REGULAR);
      expect(await giftRow(gift.id)).toMatchObject({ status: 'sent', redeemed: false });

      // Another account is not held back by this one's tries.
      const fresh = await newShopper();
      expect(await redeemGift(fresh, await unknownGiftCode())).toEqual(INVALID);

      // An hour later the account may try again.
      await ageGiftTries(guesser.id);
      expect(await redeemGift(guesser, gift.code)).toMatchObject({ redeemed: true });
    },
    60_000,
  );

  attack('an anonymous visitor cannot redeem a gift code', async () => {
    const gift = await paidGift(other);
    const result = await unchangedBy('public.gift_purchases', byId(gift.id), () =>
      anon.rpc('redeem_gift', { p_code: gift.code }),
    );
    expectNoExecute(result, 'redeem_gift', 'anon');
  });

  attack('a shopper cannot use the coupon code another account redeemed, nor read it', async () => {
    const recipient = await newShopper();
    const gift = await paidGift(other);
    const redeemed = (await redeemGift(recipient, gift.code)) as { discount_code: string };
    expectNothingVisible(
      await shopper.client.from('discount_codes').select('code').eq('code', redeemed.discount_code),
    );
    const result = await shopper.client.rpc('preview_checkout', {
      p_discount_code: redeemed.discount_code,
    });
    expectRuleRefusal(result, 'Código inválido - El código ingresado no es válido o ha expirado');
  });

  attack('a shopper cannot run the gift delivery job, nor can an anonymous visitor', async () => {
    expectNoExecute(
      await shopper.client.rpc('deliver_due_gifts'),
      'deliver_due_gifts',
      'authenticated',
    );
    expectNoExecute(await anon.rpc('deliver_due_gifts'), 'deliver_due_gifts', 'anon');
  });

  // --- points ----------------------------------------------------------------------------------

  attack('a shopper with 99 points cannot spin the roulette, and nothing is recorded', async () => {
    const poor = await newShopper();
    await sql(`select private.move_points(${lit(poor.id)}, -1, 'spent', 'Prueba')`);
    const prize = await sqlOne<{ id: string }>(
      `insert into public.roulette_prizes (name, probability, type, value)
       values (${lit(unique('Premio '))}, 0, 'points', 1000) returning id`,
    );
    try {
      const result = await unchangedBy('public.user_points', `user_id = ${lit(poor.id)}`, () =>
        poor.client.rpc('spin_roulette'),
      );
      expectRuleRefusal(result, 'Puntos insuficientes - Necesitas 100 puntos para girar');
      expect(await countOf('public.roulette_wins', `user_id = ${lit(poor.id)}`)).toBe(0);
      expect(await countOf('public.points_transactions', `user_id = ${lit(poor.id)}`)).toBe(2);
      expect(await pointsAndLedger(poor.id)).toEqual({ balance: 99, ledger: 99 });
    } finally {
      await sql(`delete from public.roulette_prizes where ${byId(prize.id)}`);
    }
  });

  attack("a shopper cannot read another shopper's points history", async () => {
    expect(
      await countOf('public.points_transactions', `user_id = ${lit(other.id)}`),
    ).toBeGreaterThan(0);
    expectNothingVisible(
      await shopper.client.from('points_history').select('id').eq('user_id', other.id),
    );
    const result = await anon.from('points_history').select('id');
    expect(result.error).toMatchObject({ code: '42501' });
  });
});
