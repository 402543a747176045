import { describe, expect, it } from 'vitest';
import { grantPoints, lit, newAdmin, newShopper, newStaff, sql } from '../support/db';
import {
  balanceOf,
  giftRow,
  newReward,
  paidGift,
  redeemGiftCall,
  sqlOne,
  succeeds,
} from '../support/checkout';

/**
 * The back office's operations raced against each other and against shoppers (PostgreSQL): a
 * state moves once, points and stock move once, whoever clicks twice or in two tabs.
 */
describe('back-office operations under concurrency (PostgreSQL)', () => {
  it('a redemption cancelled by two admins and delivered by staff at once ends in one state, the points back at most once', async () => {
    const [admin, other, staff] = [await newAdmin(), await newAdmin(), await newStaff()];
    const shopper = await newShopper();
    const reward = await newReward({ points_required: 300, stock: 3, tier: 'basic' });
    await grantPoints(shopper.id, 300);
    const redemption = await succeeds<{ id: string }>(
      shopper.client.rpc('redeem_reward', { p_reward_id: reward.id }),
    );

    const outcomes = await Promise.all([
      admin.client.rpc('admin_cancel_redemption', {
        p_redemption_id: redemption.id,
        p_reason: 'Uno',
      }),
      other.client.rpc('admin_cancel_redemption', {
        p_redemption_id: redemption.id,
        p_reason: 'Dos',
      }),
      staff.client.rpc('admin_deliver_redemption', { p_redemption_id: redemption.id }),
    ]);

    expect(outcomes.filter((outcome) => outcome.error === null)).toHaveLength(1);
    const { status } = await sqlOne<{ status: string }>(
      `select status from public.points_redemptions_v2 where id = ${lit(redemption.id)}`,
    );
    const { stock } = await sqlOne<{ stock: number }>(
      `select stock from public.rewards_catalog where id = ${lit(reward.id)}`,
    );
    if (status === 'cancelled') {
      expect(await balanceOf(shopper.id)).toBe(400);
      expect(stock).toBe(3);
    } else {
      expect(status).toBe('delivered');
      expect(await balanceOf(shopper.id)).toBe(100);
      expect(stock).toBe(2);
    }
    expect(await sql(`select * from private.points_ledger_discrepancies()`)).toEqual([]);
  });

  it('points adjusted 8 times in parallel never go below zero and the ledger adds up', async () => {
    const admin = await newAdmin();
    const shopper = await newShopper();
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () =>
        admin.client.rpc('admin_adjust_points', {
          p_user_id: shopper.id,
          p_amount: -30,
          p_reason: 'Ajuste en paralelo',
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.error === null)).toHaveLength(3);
    expect(await balanceOf(shopper.id)).toBe(10);
    expect(await sql(`select * from private.points_ledger_discrepancies()`)).toEqual([]);
  });

  it('a gift voided while its recipient redeems it is either redeemed or void, never both', async () => {
    const admin = await newAdmin();
    const buyer = await newShopper();
    const recipient = await newShopper();
    const gift = await paidGift(buyer);

    const [voided, redeemed] = await Promise.all([
      admin.client.rpc('admin_void_gift', { p_gift_id: gift.id, p_reason: 'Fraude' }),
      redeemGiftCall(recipient, gift.code),
    ]);

    const row = await giftRow(gift.id);
    const redeemedIt = (redeemed.data as { redeemed?: boolean } | null)?.redeemed === true;
    if (voided.error === null) {
      expect(row).toMatchObject({ status: 'void', payment_status: 'refunded', redeemed: false });
      expect(redeemedIt).toBe(false);
    } else {
      expect(voided.error.message).toBe('Este regalo ya fue canjeado: no se puede anular');
      expect(row).toMatchObject({ status: 'redeemed', payment_status: 'paid' });
      expect(redeemedIt).toBe(true);
    }
  });
});
