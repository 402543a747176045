import { describe, expect, it } from 'vitest';
import { newShopper, setMembership } from '../support/db';
import {
  bogotaDate,
  buyGift,
  emailsOfGift,
  giftRow,
  membershipOf,
  paidGift,
  payPurchaseCall,
  paymentsOfPurchase,
  redeemGiftCall,
  startMembership,
  useSpecPlans,
} from '../support/checkout';

describe('memberships and gifts under concurrency (PostgreSQL)', () => {
  const plans = useSpecPlans();

  it('pays one gift once when it is confirmed 6 times in parallel: one code, one approved payment, one email', async () => {
    const buyer = await newShopper();
    const gift = await buyGift(buyer);

    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => payPurchaseCall(buyer, 'gift', gift.id)),
    );

    expect(outcomes.map((outcome) => outcome.error)).toEqual(Array.from({ length: 6 }, () => null));
    const codes = new Set(
      outcomes.map((outcome) => (outcome.data as { gift: { gift_code: string } }).gift.gift_code),
    );
    expect(codes.size).toBe(1);
    const [code] = [...codes];
    expect(code).toMatch(/^GIFT\d{8}$/);
    expect(await giftRow(gift.id)).toMatchObject({ gift_code: code, status: 'sent' });
    expect(await paymentsOfPurchase('gift', gift.id)).toMatchObject([{ status: 'approved' }]);
    expect(await emailsOfGift(gift.id)).toHaveLength(1);
  });

  it('lets exactly one of two accounts redeeming the same code in parallel have it', async () => {
    const buyer = await newShopper();
    const [first, second] = [await newShopper(), await newShopper()];
    const gift = await paidGift(buyer, { p_gift_type: 'membership', p_gift_value: 'mensual' });

    const outcomes = await Promise.all([
      redeemGiftCall(first, gift.code),
      redeemGiftCall(second, gift.code),
    ]);

    const answers = outcomes.map((outcome) => outcome.data as { redeemed: boolean });
    expect(answers.filter((answer) => answer.redeemed)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.redeemed)).toEqual([
      { redeemed: false, message: 'Regalo ya canjeado - Este código ya fue usado' },
    ]);
    const members = [await membershipOf(first.id), await membershipOf(second.id)].filter(
      (profile) => profile.membership_type === 'mensual',
    );
    expect(members).toEqual([{ membership_type: 'mensual', membership_expiry: bogotaDate(30) }]);
  });

  it('extends a membership once per payment when a gift and a purchase land at the same time', async () => {
    // A mensual member upgrading to anual while redeeming a mensual gift: whichever lands first,
    // both take effect once (10 + 30 + 365 days), and they end anual.
    const member = await newShopper();
    await setMembership(member.id, 'mensual', bogotaDate(10));
    const buyer = await newShopper();
    const gift = await paidGift(buyer, { p_gift_type: 'membership', p_gift_value: 'mensual' });
    const started = await startMembership(member, plans.anual);

    const [redeemed, paid] = await Promise.all([
      redeemGiftCall(member, gift.code),
      payPurchaseCall(member, 'membership', started.id),
    ]);

    expect(redeemed.error).toBeNull();
    expect(paid.error).toBeNull();
    expect(await membershipOf(member.id)).toEqual({
      membership_type: 'anual',
      membership_expiry: bogotaDate(405),
    });
  });
});
