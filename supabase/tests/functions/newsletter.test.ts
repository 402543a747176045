import { beforeAll, describe, expect, it } from 'vitest';
import { addToCart, anonClient, lit, newProduct, newShopper, sql, unique } from '../support/db';
import {
  placeOrderCall,
  previewThenOrder,
  refusal,
  succeeds,
  useFreeShippingThreshold,
  useTimeSlots,
} from '../support/checkout';

interface Subscribed {
  email: string;
  discount_code: string;
}

function subscribe(email: string, source?: 'home' | 'footer') {
  return anonClient().rpc('subscribe_newsletter', {
    p_email: email,
    ...(source ? { p_source: source } : {}),
  });
}

async function subscriptionOf(email: string) {
  return sql<{
    email: string;
    discount_code: string;
    status: string;
    source: string;
    used_discount: boolean;
  }>(
    `select email, discount_code, status::text, source, used_discount
       from public.newsletter_subscriptions where email = ${lit(email)}`,
  );
}

describe('subscribe_newsletter', () => {
  const newSlot = useTimeSlots();
  useFreeShippingThreshold(100_000);
  let slot: string;
  beforeAll(async () => {
    slot = await newSlot(8_000);
  });

  it('gives an anonymous visitor subscribing from home a WELCOME + 6 code: a one-use 10 % code', async () => {
    const email = `${unique('news')}@example.com`;

    const result = await succeeds<Subscribed>(subscribe(email));

    expect(result.discount_code).toMatch(/^WELCOME[A-Z0-9]{6}$/);
    expect(result.email).toBe(email);
    expect(await subscriptionOf(email)).toEqual([
      {
        email,
        discount_code: result.discount_code,
        status: 'active',
        source: 'home',
        used_discount: false,
      },
    ]);
    const [code] = await sql<{
      type: string;
      value: number;
      max_uses: number;
      current_uses: number;
    }>(
      `select type::text, value::float8 as value, max_uses, current_uses from public.discount_codes
        where code = ${lit(result.discount_code)}`,
    );
    expect(code).toEqual({ type: 'percentage', value: 10, max_uses: 1, current_uses: 0 });
  });

  it('gives a footer subscription a NEWSLETTER + 6 code', async () => {
    const email = `${unique('news')}@example.com`;
    const result = await succeeds<Subscribed>(subscribe(email, 'footer'));
    expect(result.discount_code).toMatch(/^NEWSLETTER[A-Z0-9]{6}$/);
    expect((await subscriptionOf(email))[0]?.source).toBe('footer');
  });

  it('stores the email trimmed and lowercase', async () => {
    const local = unique('News');
    const result = await succeeds<Subscribed>(subscribe(`  ${local}@Example.COM `));
    const stored = `${local.toLowerCase()}@example.com`;
    expect(result.email).toBe(stored);
    expect(await subscriptionOf(stored)).toHaveLength(1);
  });

  it('refuses the same email again, in any case, with code 23505 and the spec message', async () => {
    const email = `${unique('news')}@example.com`;
    await succeeds(subscribe(email));

    for (const again of [email, email.toUpperCase(), ` ${email} `]) {
      expect(await refusal(subscribe(again, 'footer')), again).toEqual({
        code: '23505',
        message: 'Este email ya está suscrito al newsletter',
      });
    }
    expect(await subscriptionOf(email)).toHaveLength(1);
  });

  it('asks for an email when it is empty and for a valid one when it is not an email', async () => {
    for (const empty of ['', '   ']) {
      expect((await refusal(subscribe(empty))).message).toBe('Por favor ingresa tu email');
    }
    for (const invalid of ['ana', 'ana@', 'ana@example', '@example.com', 'ana perez@example.com']) {
      expect((await refusal(subscribe(invalid))).message, invalid).toBe(
        'Por favor ingresa un email válido',
      );
    }
  });

  it('lets the generated code take 10 % off one order, marks it used, and refuses it afterwards', async () => {
    const email = `${unique('news')}@example.com`;
    const { discount_code: code } = await succeeds<Subscribed>(subscribe(email));
    const shopper = await newShopper();
    const product = await newProduct({ price: 45_000 });
    await addToCart(shopper, product, 1);

    const { quote } = await previewThenOrder(shopper, { slot, code });

    expect(quote).toMatchObject({
      subtotal: 45_000,
      discount_amount: 4_500,
      shipping_cost: 8_000,
      total: 48_500,
    });
    expect((await subscriptionOf(email))[0]?.used_discount).toBe(true);
    const other = await newShopper();
    await addToCart(other, product, 1);
    expect((await refusal(placeOrderCall(other, { slot, code }))).message).toBe(
      'Código inválido - El código ingresado no es válido o ha expirado',
    );
  });
});
