import { beforeAll, describe, expect, it } from 'vitest';
import { newUserBonus as newBonusFor, placeOrderFor } from '../support/attacks';
import {
  adminDeleteCall,
  grantPoints,
  lit,
  newAdmin,
  newShopper,
  newStaff,
  pointsAndLedger,
  sql,
  unique,
  type Shopper,
} from '../support/db';
import {
  balanceOf,
  bogotaDate,
  emailsOfOrder,
  emailsTo,
  giftRow,
  ledgerOf,
  newReward,
  pay,
  paidGift,
  redeemGiftCall,
  refusal,
  sqlOne,
  succeeds,
} from '../support/checkout';
import { setSettings, useSettingsRestored } from '../support/settings';

/** The last audit entry written for a row, as the activity page reads it. */
async function lastAudit(table: string, rowId: string) {
  return sqlOne<{ actor_name: string; action: string; changes: Record<string, unknown> }>(
    `select actor_name, action, changes from public.audit_log
      where table_name = ${lit(table)} and row_id = ${lit(rowId)} order by id desc limit 1`,
  );
}

/** The emails of one kind queued for a recipient, oldest first. */
async function emailsOfKind(recipient: string, kind: string) {
  return (await emailsTo(recipient)).filter((email) => email.kind === kind);
}

async function ledgerDiscrepancies() {
  return sql(`select * from private.points_ledger_discrepancies()`);
}

async function redeemed(shopper: Shopper, points = 300, stock = 5) {
  const reward = await newReward({ points_required: points, stock, tier: 'basic' });
  await grantPoints(shopper.id, points);
  const redemption = await succeeds<{ id: string }>(
    shopper.client.rpc('redeem_reward', { p_reward_id: reward.id }),
  );
  return { reward, redemptionId: redemption.id };
}

async function redemptionRow(id: string) {
  return sqlOne<{
    status: string;
    note: string | null;
    cancel_reason: string | null;
    delivered_at: string | null;
    cancelled_at: string | null;
    handled_by_name: string | null;
  }>(
    `select status, note, cancel_reason, delivered_at, cancelled_at, handled_by_name
       from public.points_redemptions_v2 where id = ${lit(id)}`,
  );
}

async function stockOfReward(id: string) {
  return (
    await sqlOne<{ stock: number }>(
      `select stock from public.rewards_catalog where id = ${lit(id)}`,
    )
  ).stock;
}

let admin: Shopper;
let staff: Shopper;

beforeAll(async () => {
  admin = await newAdmin();
  staff = await newStaff();
});

describe('reward redemptions: pending → delivered | cancelled', () => {
  it('delivering records the note and who delivered it, emails the shopper and is audited with the admin name', async () => {
    const shopper = await newShopper({ first_name: 'Lina', last_name: 'Paz' });
    const { reward, redemptionId } = await redeemed(shopper);

    const row = await succeeds<{ status: string; note: string }>(
      admin.client.rpc('admin_deliver_redemption', {
        p_redemption_id: redemptionId,
        p_note: '  Entregado en tienda Chapinero  ',
      }),
    );

    expect(row).toMatchObject({ status: 'delivered', note: 'Entregado en tienda Chapinero' });
    const stored = await redemptionRow(redemptionId);
    expect(stored.delivered_at).not.toBeNull();
    expect(stored.handled_by_name).toBe('Admin Prueba');
    expect(await stockOfReward(reward.id)).toBe(4);
    expect(await balanceOf(shopper.id)).toBe(100);
    const [email] = await emailsOfKind(shopper.email, 'redemption_delivered');
    expect(email).toMatchObject({
      kind: 'redemption_delivered',
      subject: `Tu premio ${reward.name} fue entregado`,
    });
    expect(email?.body).toContain('Hola Lina,');
    expect(email?.body).toContain('Nota de la tienda: Entregado en tienda Chapinero');
    expect(await lastAudit('points_redemptions_v2', redemptionId)).toEqual({
      actor_name: 'Admin Prueba',
      action: 'update',
      changes: {
        status: { before: 'pending', after: 'delivered' },
        note: { before: null, after: 'Entregado en tienda Chapinero' },
      },
    });
  });

  it('the shopper reads the status and the note of their own redemption', async () => {
    const shopper = await newShopper();
    const { redemptionId } = await redeemed(shopper);
    await succeeds(
      staff.client.rpc('admin_deliver_redemption', {
        p_redemption_id: redemptionId,
        p_note: 'Listo',
      }),
    );
    const { data, error } = await shopper.client
      .from('points_redemptions_v2')
      .select('status, note')
      .eq('id', redemptionId)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ status: 'delivered', note: 'Listo' });
  });

  it('cancelling returns the points through the ledger and the unit to stock, and emails the reason', async () => {
    const shopper = await newShopper();
    const { reward, redemptionId } = await redeemed(shopper, 300, 2);
    expect(await stockOfReward(reward.id)).toBe(1);

    await succeeds(
      admin.client.rpc('admin_cancel_redemption', {
        p_redemption_id: redemptionId,
        p_reason: 'Sin unidades en bodega',
      }),
    );

    expect(await redemptionRow(redemptionId)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Sin unidades en bodega',
    });
    expect(await stockOfReward(reward.id)).toBe(2);
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 400, ledger: 400 });
    expect((await ledgerOf(shopper.id)).at(-1)).toEqual({
      transaction_type: 'returned',
      points_earned: 300,
      points_used: 0,
      description: `Devolución del canje ${reward.name}: Sin unidades en bodega`,
    });
    const [email] = await emailsOfKind(shopper.email, 'redemption_cancelled');
    expect(email?.kind).toBe('redemption_cancelled');
    expect(email?.body).toContain('Motivo: Sin unidades en bodega');
    expect(email?.body).toContain('Te devolvimos 300 puntos');
    expect(await ledgerDiscrepancies()).toEqual([]);
  });

  it('refuses every other transition: delivered stays delivered, cancelled stays cancelled, the points come back once', async () => {
    const shopper = await newShopper();
    const delivered = await redeemed(shopper);
    const cancelled = await redeemed(shopper);
    await succeeds(
      admin.client.rpc('admin_deliver_redemption', { p_redemption_id: delivered.redemptionId }),
    );
    await succeeds(
      admin.client.rpc('admin_cancel_redemption', {
        p_redemption_id: cancelled.redemptionId,
        p_reason: 'Duplicado',
      }),
    );
    const balance = await balanceOf(shopper.id);

    expect(
      await refusal(
        admin.client.rpc('admin_cancel_redemption', {
          p_redemption_id: delivered.redemptionId,
          p_reason: 'Tarde',
        }),
      ),
    ).toEqual({ code: '55000', message: 'Este canje ya fue entregado' });
    expect(
      await refusal(
        admin.client.rpc('admin_deliver_redemption', { p_redemption_id: delivered.redemptionId }),
      ),
    ).toEqual({ code: '55000', message: 'Este canje ya fue entregado' });
    expect(
      await refusal(
        admin.client.rpc('admin_cancel_redemption', {
          p_redemption_id: cancelled.redemptionId,
          p_reason: 'Otra vez',
        }),
      ),
    ).toEqual({ code: '55000', message: 'Este canje ya fue cancelado' });
    expect(
      await refusal(
        admin.client.rpc('admin_deliver_redemption', { p_redemption_id: cancelled.redemptionId }),
      ),
    ).toEqual({ code: '55000', message: 'Este canje fue cancelado' });
    expect(await balanceOf(shopper.id)).toBe(balance);
  });

  it('a cancellation needs a reason, and a note has a limit', async () => {
    const shopper = await newShopper();
    const { redemptionId } = await redeemed(shopper);
    expect(
      await refusal(
        admin.client.rpc('admin_cancel_redemption', {
          p_redemption_id: redemptionId,
          p_reason: '  ',
        }),
      ),
    ).toEqual({ code: '22023', message: 'Escribe el motivo (al menos 3 caracteres)' });
    expect(
      await refusal(
        admin.client.rpc('admin_deliver_redemption', {
          p_redemption_id: redemptionId,
          p_note: 'x'.repeat(501),
        }),
      ),
    ).toEqual({ code: '22023', message: 'La nota admite hasta 500 caracteres' });
    expect((await redemptionRow(redemptionId)).status).toBe('pending');
  });

  it('a shopper cannot deliver or cancel a redemption, not even their own', async () => {
    const shopper = await newShopper();
    const { redemptionId } = await redeemed(shopper);
    for (const call of [
      shopper.client.rpc('admin_deliver_redemption', { p_redemption_id: redemptionId }),
      shopper.client.rpc('admin_cancel_redemption', {
        p_redemption_id: redemptionId,
        p_reason: 'Me arrepentí',
      }),
    ]) {
      expect(await refusal(call)).toEqual({ code: '42501', message: 'No autorizado' });
    }
    expect((await redemptionRow(redemptionId)).status).toBe('pending');
  });
});

describe('rewards catalogue', () => {
  it('a reward with pending redemptions cannot be deleted; once they are handled it can', async () => {
    const shopper = await newShopper();
    const { reward, redemptionId } = await redeemed(shopper);

    expect(await refusal(adminDeleteCall(admin, 'rewards_catalog', [reward.id]))).toEqual({
      code: 'P0001',
      message: 'No se puede eliminar: el premio tiene canjes pendientes. Desactívalo en su lugar',
    });

    await succeeds(admin.client.rpc('admin_deliver_redemption', { p_redemption_id: redemptionId }));
    expect(await succeeds(adminDeleteCall(admin, 'rewards_catalog', [reward.id]))).toBe(1);
    const { data } = await admin.client.from('rewards_catalog').select('id').eq('id', reward.id);
    expect(data).toEqual([]);
    await grantPoints(shopper.id, 300);
    expect(await refusal(shopper.client.rpc('redeem_reward', { p_reward_id: reward.id }))).toEqual({
      code: 'P0001',
      message: 'Error al canjear premio - El premio no está disponible',
    });
  });
});

describe('points adjustments', () => {
  it('an admin gives points with a reason: one adjustment row the shopper reads as written, audited with the admin name', async () => {
    const shopper = await newShopper();
    const balance = await succeeds<number>(
      admin.client.rpc('admin_adjust_points', {
        p_user_id: shopper.id,
        p_amount: 250,
        p_reason: 'Compensación por demora en tu pedido',
      }),
    );
    expect(balance).toBe(350);
    const { data } = await shopper.client
      .from('points_history')
      .select('transaction_type, points_earned, points_used, description, balance')
      .order('seq', { ascending: false })
      .limit(1)
      .single();
    expect(data).toEqual({
      transaction_type: 'adjustment',
      points_earned: 250,
      points_used: 0,
      description: 'Compensación por demora en tu pedido',
      balance: 350,
    });
    expect(await lastAudit('user_points', shopper.id)).toEqual({
      actor_name: 'Admin Prueba',
      action: 'update',
      changes: {
        current_points: { before: 100, after: 350 },
        reason: { before: null, after: 'Compensación por demora en tu pedido' },
      },
    });
  });

  it('an admin takes points, never below zero', async () => {
    const shopper = await newShopper();
    expect(
      await succeeds(
        admin.client.rpc('admin_adjust_points', {
          p_user_id: shopper.id,
          p_amount: -40,
          p_reason: 'Puntos otorgados por error',
        }),
      ),
    ).toBe(60);
    expect(
      await refusal(
        admin.client.rpc('admin_adjust_points', {
          p_user_id: shopper.id,
          p_amount: -61,
          p_reason: 'Ajuste',
        }),
      ),
    ).toEqual({
      code: '22023',
      message: 'El ajuste dejaría el saldo en negativo: el cliente tiene 60 puntos',
    });
    expect(await pointsAndLedger(shopper.id)).toEqual({ balance: 60, ledger: 60 });
    expect((await ledgerOf(shopper.id)).at(-1)).toMatchObject({
      transaction_type: 'adjustment',
      points_used: 40,
    });
  });

  it('refuses a zero amount, a missing reason, a deleted customer, staff and shoppers', async () => {
    const shopper = await newShopper();
    const call = (who: Shopper, amount: number, reason: string, userId = shopper.id) =>
      who.client.rpc('admin_adjust_points', {
        p_user_id: userId,
        p_amount: amount,
        p_reason: reason,
      });
    expect(await refusal(call(admin, 0, 'Nada'))).toEqual({
      code: '22023',
      message: 'Escribe una cantidad de puntos distinta de cero',
    });
    expect(await refusal(call(admin, 10, ' '))).toEqual({
      code: '22023',
      message: 'Escribe el motivo (al menos 3 caracteres)',
    });
    expect(await refusal(call(staff, 10, 'Regalo'))).toEqual({
      code: '42501',
      message: 'El rol Personal no puede hacer esta acción',
    });
    expect(await refusal(call(shopper, 10_000, 'Me lo merezco'))).toEqual({
      code: '42501',
      message: 'No autorizado',
    });
    const gone = await newShopper();
    await succeeds(adminDeleteCall(admin, 'user_profiles', [gone.id]));
    expect(await refusal(call(admin, 10, 'Regalo', gone.id))).toEqual({
      code: 'P0002',
      message: 'El cliente ya no existe',
    });
    expect(await balanceOf(shopper.id)).toBe(100);
  });
});

describe('gifts: resend and void', () => {
  it('resends the delivery email of a sent gift and audits it', async () => {
    const buyer = await newShopper();
    const recipient = `${unique('rec')}@example.com`;
    const gift = await paidGift(buyer, { p_recipient_email: recipient });
    expect((await emailsTo(recipient)).map((e) => e.kind)).toEqual(['gift_delivery']);

    await succeeds(staff.client.rpc('admin_resend_gift', { p_gift_id: gift.id }));

    expect((await emailsTo(recipient)).map((e) => e.kind)).toEqual([
      'gift_delivery',
      'gift_delivery',
    ]);
    expect((await giftRow(gift.id)).status).toBe('sent');
    expect(await lastAudit('gift_purchases', gift.id)).toEqual({
      actor_name: 'Personal Prueba',
      action: 'update',
      changes: { email_resent: { before: null, after: recipient } },
    });
  });

  it('a gift for a later day is not sent early', async () => {
    const buyer = await newShopper();
    const gift = await paidGift(buyer, { p_delivery_date: bogotaDate(3) });
    const result = await refusal(admin.client.rpc('admin_resend_gift', { p_gift_id: gift.id }));
    expect(result.code).toBe('55000');
    expect(result.message).toMatch(/^El regalo se enviará el \d+ de \w+ de \d{4}$/);
  });

  it('voiding a paid gift refunds it, kills its code and tells the buyer', async () => {
    const buyer = await newShopper({ first_name: 'Marta', last_name: 'Ruiz' });
    const gift = await paidGift(buyer);

    const row = await succeeds<{ status: string; payment_status: string }>(
      staff.client.rpc('admin_void_gift', { p_gift_id: gift.id, p_reason: 'Pago desconocido' }),
    );

    expect(row).toMatchObject({ status: 'void', payment_status: 'refunded' });
    const payment = await sqlOne<{ refunded_at: string | null }>(
      `select refunded_at from public.payments where gift_purchase_id = ${lit(gift.id)} and status = 'approved'`,
    );
    expect(payment.refunded_at).not.toBeNull();
    const [email] = (await emailsTo(buyer.email)).filter((e) => e.kind === 'gift_voided');
    expect(email?.body).toContain('Hola Marta,');
    expect(email?.body).toContain('Motivo: Pago desconocido');
    const recipient = await newShopper();
    const { data } = await redeemGiftCall(recipient, gift.code);
    expect(data).toMatchObject({ redeemed: false });
    const { data: overview } = await admin.client
      .from('gift_purchases_overview')
      .select('state')
      .eq('id', gift.id)
      .single();
    expect(overview).toEqual({ state: 'void' });
  });

  it('refuses voiding a redeemed, an unpaid or an already void gift', async () => {
    const buyer = await newShopper();
    const gift = await paidGift(buyer);
    const recipient = await newShopper();
    await succeeds(redeemGiftCall(recipient, gift.code));
    expect(
      await refusal(admin.client.rpc('admin_void_gift', { p_gift_id: gift.id, p_reason: 'Error' })),
    ).toEqual({ code: '55000', message: 'Este regalo ya fue canjeado: no se puede anular' });

    const other = await paidGift(buyer);
    await succeeds(admin.client.rpc('admin_void_gift', { p_gift_id: other.id, p_reason: 'Error' }));
    expect(
      await refusal(
        admin.client.rpc('admin_void_gift', { p_gift_id: other.id, p_reason: 'Error' }),
      ),
    ).toEqual({ code: '55000', message: 'Solo se puede anular un regalo pagado y sin canjear' });
    expect(await refusal(admin.client.rpc('admin_resend_gift', { p_gift_id: other.id }))).toEqual({
      code: '55000',
      message: 'Este regalo no está pagado o fue anulado',
    });
  });
});

describe('bonuses: void and extend', () => {
  it('voids an active bonus with a reason; a used or void one stays as it is', async () => {
    const shopper = await newShopper();
    const bonus = await newBonusFor(shopper.id);
    const row = await succeeds<{ status: string; status_reason: string }>(
      admin.client.rpc('admin_void_bonus', { p_bonus_id: bonus, p_reason: 'Bono duplicado' }),
    );
    expect(row).toMatchObject({ status: 'void', status_reason: 'Bono duplicado' });
    expect(
      await refusal(
        admin.client.rpc('admin_void_bonus', { p_bonus_id: bonus, p_reason: 'Otra vez' }),
      ),
    ).toEqual({ code: '55000', message: 'Este bono ya fue anulado' });
    expect(await lastAudit('user_bonuses', bonus)).toMatchObject({
      actor_name: 'Admin Prueba',
      changes: { status: { before: 'active', after: 'void' } },
    });
  });

  it('extends a bonus to a later date, and an expired unused one becomes usable again', async () => {
    const shopper = await newShopper();
    const bonus = await newBonusFor(shopper.id);
    await sql(
      `update public.user_bonuses set status = 'expired', expires_at = now() - interval '1 day' where id = ${lit(bonus)}`,
    );
    const until = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const row = await succeeds<{ status: string; expires_at: string }>(
      admin.client.rpc('admin_extend_bonus', {
        p_bonus_id: bonus,
        p_expires_at: until,
        p_reason: 'Cortesía',
      }),
    );
    expect(row.status).toBe('active');
    expect(new Date(row.expires_at).getTime()).toBe(new Date(until).getTime());
    expect(
      await refusal(
        admin.client.rpc('admin_extend_bonus', {
          p_bonus_id: bonus,
          p_expires_at: new Date(Date.now() + 86_400_000).toISOString(),
          p_reason: 'Cortesía',
        }),
      ),
    ).toEqual({
      code: '22023',
      message: 'La nueva fecha de vencimiento debe ser posterior a la actual',
    });
    expect(
      await refusal(
        admin.client.rpc('admin_extend_bonus', {
          p_bonus_id: bonus,
          p_expires_at: new Date(Date.now() + 400 * 86_400_000).toISOString(),
          p_reason: 'Cortesía',
        }),
      ),
    ).toEqual({ code: '22023', message: 'Se puede extender hasta un año desde hoy' });
    expect(
      await refusal(
        staff.client.rpc('admin_void_bonus', { p_bonus_id: bonus, p_reason: 'No aplica' }),
      ),
    ).toEqual({ code: '42501', message: 'El rol Personal no puede hacer esta acción' });
  });
});

describe('shipping: carrier, tracking number, timeline, emails', () => {
  useSettingsRestored();

  it('shipping records the carrier and the number, emails them with the lines and writes the timeline', async () => {
    const shopper = await newShopper();
    const orderId = await placeOrderFor(shopper, 30_000, 'online');
    await pay(shopper, orderId, 'credit_card');

    const order = await succeeds<{ status: string; carrier: string; tracking_number: string }>(
      staff.client.rpc('admin_ship_order', {
        p_order_id: orderId,
        p_carrier: 'Servientrega',
        p_tracking_number: ' abc-123456 ',
      }),
    );

    expect(order).toMatchObject({
      status: 'shipped',
      carrier: 'Servientrega',
      tracking_number: 'ABC-123456',
    });
    const shipping = (await emailsOfOrder(orderId)).find((e) => e.kind === 'shipping_notification');
    expect(shipping?.body).toContain('Transportadora: Servientrega');
    expect(shipping?.body).toContain('Número de guía: ABC-123456');
    expect(shipping?.body).toMatch(/1 × .+ — \$/);
    const { data: events } = await shopper.client
      .from('order_events')
      .select('kind, carrier, tracking_number')
      .eq('order_id', orderId)
      .order('id');
    expect(events).toEqual([
      { kind: 'created', carrier: null, tracking_number: null },
      { kind: 'confirmed', carrier: null, tracking_number: null },
      { kind: 'paid', carrier: null, tracking_number: null },
      { kind: 'shipped', carrier: 'Servientrega', tracking_number: 'ABC-123456' },
    ]);
    expect(await lastAudit('orders', orderId)).toMatchObject({
      actor_name: 'Personal Prueba',
      changes: {
        carrier: { before: null, after: 'Servientrega' },
        tracking_number: { before: null, after: 'ABC-123456' },
      },
    });

    const delivered = await succeeds<{ status: string; delivered_at: string }>(
      admin.client.rpc('admin_mark_order_delivered', { p_order_id: orderId }),
    );
    expect(delivered.status).toBe('delivered');
    expect((await emailsOfOrder(orderId)).map((e) => e.kind)).toContain('order_delivered');
  });

  it('honours the shipping email switch', async () => {
    await setSettings({ shipping_notification_email: false });
    const shopper = await newShopper();
    const orderId = await placeOrderFor(shopper);
    await succeeds(
      admin.client.rpc('admin_ship_order', {
        p_order_id: orderId,
        p_carrier: 'TCC',
        p_tracking_number: '7788990011',
      }),
    );
    await succeeds(admin.client.rpc('admin_mark_order_delivered', { p_order_id: orderId }));
    const kinds = (await emailsOfOrder(orderId)).map((e) => e.kind);
    expect(kinds).not.toContain('shipping_notification');
    expect(kinds).not.toContain('order_delivered');
  });

  it('refuses a wrong carrier or number, an unpaid online order, a cancelled one, and delivering before shipping', async () => {
    const shopper = await newShopper();
    const cash = await placeOrderFor(shopper);
    const ship = (orderId: string, carrier: string, number: string) =>
      admin.client.rpc('admin_ship_order', {
        p_order_id: orderId,
        p_carrier: carrier,
        p_tracking_number: number,
      });
    expect(await refusal(ship(cash, 'DHL', '12345'))).toEqual({
      code: '22023',
      message: 'Elige una transportadora',
    });
    expect(await refusal(ship(cash, 'Envía', '12'))).toEqual({
      code: '22023',
      message: 'Escribe un número de guía válido: de 4 a 40 letras, números o guiones',
    });
    expect(
      await refusal(admin.client.rpc('admin_mark_order_delivered', { p_order_id: cash })),
    ).toEqual({ code: '55000', message: 'Solo un pedido enviado se puede marcar como entregado' });
    const online = await placeOrderFor(shopper, 20_000, 'online');
    expect(await refusal(ship(online, 'Envía', '123456'))).toEqual({
      code: '55000',
      message: 'Este pedido aún no está pagado',
    });
    await sql(`update public.orders set status = 'cancelled' where id = ${lit(cash)}`);
    expect(await refusal(ship(cash, 'Envía', '123456'))).toEqual({
      code: '55000',
      message: 'No se puede enviar un pedido cancelado',
    });
    expect(
      await refusal(
        shopper.client.rpc('admin_ship_order', {
          p_order_id: online,
          p_carrier: 'Envía',
          p_tracking_number: '123456',
        }),
      ),
    ).toEqual({ code: '42501', message: 'No autorizado' });
  });

  it("a shopper reads their own order's timeline, never another's", async () => {
    const shopper = await newShopper();
    const other = await newShopper();
    const orderId = await placeOrderFor(shopper);
    const { data, error } = await other.client
      .from('order_events')
      .select('id')
      .eq('order_id', orderId);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const own = await shopper.client.from('order_events').select('kind').eq('order_id', orderId);
    expect(own.data).toEqual([{ kind: 'created' }]);
  });
});

describe('internal notes', () => {
  it('the back office writes notes signed by the database; shoppers neither read nor write them', async () => {
    const shopper = await newShopper();
    const orderId = await placeOrderFor(shopper);
    const { data, error } = await staff.client
      .from('internal_notes')
      .insert({ order_id: orderId, body: '  Llamar antes de entregar ', author_name: 'Otro' })
      .select('body, author_name, author_id')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      body: 'Llamar antes de entregar',
      author_name: 'Personal Prueba',
      author_id: staff.id,
    });
    const read = await shopper.client.from('internal_notes').select('id').eq('order_id', orderId);
    expect(read.data).toEqual([]);
    const write = await shopper.client
      .from('internal_notes')
      .insert({ order_id: orderId, body: 'Hola' });
    expect(write.error).toMatchObject({ code: '42501' });
    const edit = await staff.client
      .from('internal_notes')
      .update({ body: 'Cambiado' })
      .eq('order_id', orderId);
    expect(edit.error).toMatchObject({
      code: '42501',
      message: 'permission denied for table internal_notes',
    });
  });
});
