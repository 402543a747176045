import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, lit, newProduct, newShopper, sql } from '../support/db';
import { bogotaDate, placeOrder, placeOrderCall, refusal, useTimeSlots } from '../support/checkout';

/** Room for awayFromMidnight's wait (up to five minutes) besides the test itself. */
const CLOCK_TIMEOUT = 6 * 60_000;
const CHOOSE = 'Selecciona envío - Por favor selecciona una opción de envío';
const PASSED = 'Horario no disponible - Esa franja de hoy ya pasó, elige otra';

/** Minutes since midnight in Bogotá, as the database counts them. */
async function bogotaMinute(): Promise<number> {
  const [row] = await sql<{ minute: number }>(
    `select (extract(hour from (now() at time zone 'America/Bogota')) * 60
       + extract(minute from (now() at time zone 'America/Bogota')))::int as minute`,
  );
  return row?.minute ?? 0;
}

/**
 * Waits while Bogotá's clock is within two minutes of midnight: "today" must be the same day for
 * the test and the database, and a range that ended a minute ago must be of today. A test that
 * needs the clock waits for the clock; it never guesses.
 */
async function awayFromMidnight() {
  for (;;) {
    const minute = await bogotaMinute();
    if (minute >= 2 && minute <= 24 * 60 - 3) return;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}

/** A slot whose range ended a minute ago, today in Bogotá. */
async function endedSlot(newSlot: (cost: number) => Promise<string>): Promise<string> {
  await awayFromMidnight();
  const slot = await newSlot(6_000);
  await sql(
    `update public.shipping_time_ranges
        set ends_at = ((now() at time zone 'America/Bogota') - interval '1 minute')::time
      where id = ${lit(slot)}`,
  );
  return slot;
}

describe('delivery slots at order time', () => {
  const newSlot = useTimeSlots();
  let product: string;
  beforeAll(async () => {
    product = await newProduct({ price: 30_000, stock_quantity: 100 });
  });
  afterAll(async () => {
    await sql(`update public.products set is_active = false where id = ${lit(product)}`);
  });

  it('requires a delivery day, from today to today + 3 in Bogotá', async () => {
    const slot = await newSlot(6_000);
    const shopper = await newShopper();
    await addToCart(shopper, product, 1);

    for (const deliveryDate of [null, bogotaDate(-1), bogotaDate(4)]) {
      expect((await refusal(placeOrderCall(shopper, { slot, deliveryDate }))).message).toBe(CHOOSE);
    }
    const order = await placeOrder(shopper, { slot, deliveryDate: bogotaDate(3) });
    expect(order.delivery_date).toBe(bogotaDate(3));
  });

  it(
    "refuses today's delivery in a range that has already ended, and takes it tomorrow",
    async () => {
      const slot = await endedSlot(newSlot);
      const shopper = await newShopper();
      await addToCart(shopper, product, 1);

      expect(
        (await refusal(placeOrderCall(shopper, { slot, deliveryDate: bogotaDate(0) }))).message,
      ).toBe(PASSED);
      const [cart] = await sql<{ lines: number }>(
        `select count(*)::int as lines from public.cart_items where user_id = ${lit(shopper.id)}`,
      );
      expect(cart?.lines).toBe(1);

      const order = await placeOrder(shopper, { slot, deliveryDate: bogotaDate(1) });
      expect(order.delivery_date).toBe(bogotaDate(1));
    },
    CLOCK_TIMEOUT,
  );

  it(
    'takes today in a range with no end time, whatever the hour',
    async () => {
      await awayFromMidnight();
      const slot = await newSlot(6_000);
      const shopper = await newShopper();
      await addToCart(shopper, product, 1);
      const order = await placeOrder(shopper, { slot, deliveryDate: bogotaDate(0) });
      expect(order.delivery_date).toBe(bogotaDate(0));
    },
    CLOCK_TIMEOUT,
  );

  it('seeds every store range with the time it ends', async () => {
    const rows = await sql<{ time_range: string; ends_at: string | null }>(
      `select time_range, ends_at::text from public.shipping_time_ranges
        where id::text like '0b0a1500-0000-4000-8000-00000000e%' order by priority`,
    );
    expect(rows).toEqual([
      { time_range: '8:00 a. m. - 12:00 m.', ends_at: '12:00:00' },
      { time_range: '12:00 m. - 4:00 p. m.', ends_at: '16:00:00' },
      { time_range: '4:00 p. m. - 8:00 p. m.', ends_at: '20:00:00' },
      { time_range: 'Express 2 horas', ends_at: '18:00:00' },
    ]);
  });
});
