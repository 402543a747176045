import { beforeAll, expect } from 'vitest';
import {
  attack,
  attackMatrix,
  expectNoTablePrivilege,
  expectNothingVisible,
  newGift,
  newMembershipPurchase,
  placeOrderFor,
  unchangedBy,
} from '../support/attacks';
import { anonClient, lit, newShopper, sql, type Shopper } from '../support/db';
import { GOOD_CARD, pay } from '../support/checkout';

/**
 * Payments, the email outbox and the code ledger are written by the database functions only:
 * a shopper reads their own payments and nothing else of these tables, and writes none of them.
 */
attackMatrix('payments, outbox and code redemptions', () => {
  const anon = anonClient();
  let shopper: Shopper;
  let other: Shopper;
  let paidOrder: string;
  let otherOrder: string;

  beforeAll(async () => {
    shopper = await newShopper({ first_name: 'Pablo', last_name: 'Pagos' });
    other = await newShopper({ first_name: 'Olga', last_name: 'Otra' });
    paidOrder = await placeOrderFor(shopper, 20_000, 'online');
    await pay(shopper, paidOrder, 'credit_card', GOOD_CARD);
    otherOrder = await placeOrderFor(other, 20_000, 'online');
    await pay(other, otherOrder, 'credit_card', GOOD_CARD);
  });

  attack("a shopper reads their own payment and not another shopper's", async () => {
    const own = await shopper.client.from('payments').select('order_id, card_last4');
    expect(own.error).toBeNull();
    expect(own.data).toEqual([{ order_id: paidOrder, card_last4: '4242' }]);
    expectNothingVisible(
      await shopper.client.from('payments').select('id').eq('order_id', otherOrder),
    );
  });

  attack('an anonymous visitor reads no payment and no payable', async () => {
    expectNothingVisible(await anon.from('payments').select('id'));
    const payables = await anon.from('payables').select('id');
    expect(payables.data ?? []).toEqual([]);
  });

  attack('a shopper sees only their own payables', async () => {
    const { data, error } = await shopper.client
      .from('payables')
      .select('kind, id, payment_status');
    expect(error).toBeNull();
    expect(data).toEqual([{ kind: 'order', id: paidOrder, payment_status: 'paid' }]);
  });

  attack('a shopper cannot record an approved payment for their own order', async () => {
    const unpaid = await placeOrderFor(shopper, 15_000, 'online');
    const result = await unchangedBy('public.orders', `id = ${lit(unpaid)}`, () =>
      shopper.client.from('payments').insert({
        order_id: unpaid,
        user_id: shopper.id,
        method: 'credit_card',
        status: 'approved',
        amount: 0,
        card_last4: '4242',
      }),
    );
    expectNoTablePrivilege(result, 'payments', 'authenticated');
  });

  attack('a shopper cannot mark their order paid through the payables view', async () => {
    const unpaid = await placeOrderFor(shopper, 15_000, 'online');
    const result = await unchangedBy('public.orders', `id = ${lit(unpaid)}`, () =>
      shopper.client.from('payables').update({ payment_status: 'paid' }).eq('id', unpaid),
    );
    // The view (a union of orders, memberships and gifts) can't be written at all, and the API
    // roles hold no write privilege on it either.
    expect(result.error).toMatchObject({ code: '55000', message: 'cannot update view "payables"' });
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.data ?? null).toBeNull();
    expect(
      await sql(
        `select has_table_privilege('authenticated', 'public.payables', 'UPDATE') as update_payables,
                has_table_privilege('anon', 'public.payables', 'SELECT') as anon_reads`,
      ),
    ).toEqual([{ update_payables: false, anon_reads: false }]);
  });

  attack(
    "a shopper sees their membership and gift payables, and not another shopper's",
    async () => {
      const buyer = await newShopper();
      const membership = await newMembershipPurchase(buyer.id);
      const gift = await newGift(buyer.id);
      const { data, error } = await buyer.client
        .from('payables')
        .select('kind, id, reference')
        .order('kind');
      expect(error).toBeNull();
      expect(data).toEqual([
        { kind: 'gift', id: gift, reference: `REG-${gift.slice(0, 8).toUpperCase()}` },
        {
          kind: 'membership',
          id: membership,
          reference: `MEM-${membership.slice(0, 8).toUpperCase()}`,
        },
      ]);
      expectNothingVisible(
        await shopper.client.from('payables').select('id').in('id', [membership, gift]),
      );
    },
  );

  attack('a shopper cannot read or write the email outbox', async () => {
    expectNothingVisible(await shopper.client.from('email_outbox').select('id'));
    const result = await shopper.client.from('email_outbox').insert({
      kind: 'order_confirmation',
      recipient: 'victima@example.com',
      subject: 'Gana un premio',
      body: 'Haz clic aquí',
    });
    expectNoTablePrivilege(result, 'email_outbox', 'authenticated');
  });

  attack('a shopper cannot erase the use of a first-purchase code', async () => {
    expectNothingVisible(await shopper.client.from('discount_code_redemptions').select('id'));
    const result = await shopper.client
      .from('discount_code_redemptions')
      .delete()
      .eq('user_id', shopper.id);
    expectNoTablePrivilege(result, 'discount_code_redemptions', 'authenticated');
  });
});
