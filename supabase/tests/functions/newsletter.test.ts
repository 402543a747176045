import { beforeAll, describe, expect, it } from 'vitest';
import { addToCart, anonClient, lit, newProduct, newShopper, sql, unique } from '../support/db';
import {
  emailsTo,
  placeOrderCall,
  previewThenOrder,
  refusal,
  setNewsletterLimit,
  succeeds,
  useFreeShippingThreshold,
  useNewsletterLimit,
  useTimeSlots,
} from '../support/checkout';

interface Subscribed {
  email: string;
}

/** The code the database made for a subscription (only the email's owner ever sees it). */
async function codeOf(email: string): Promise<string> {
  const [row] = await sql<{ discount_code: string }>(
    `select discount_code from public.newsletter_subscriptions where email = ${lit(email)}`,
  );
  if (!row) throw new Error(`no subscription for ${email}`);
  return row.discount_code;
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
  useNewsletterLimit(1_000);
  const newSlot = useTimeSlots();
  useFreeShippingThreshold(100_000);
  let slot: string;
  beforeAll(async () => {
    slot = await newSlot(8_000);
  });

  it('emails an anonymous visitor subscribing from home a WELCOME + 6 code and answers only the email', async () => {
    const email = `${unique('news')}@example.com`;

    const result = await succeeds<Subscribed>(subscribe(email));

    expect(result).toEqual({ email });
    const code = await codeOf(email);
    expect(code).toMatch(/^WELCOME[A-Z0-9]{6}$/);
    expect(await subscriptionOf(email)).toEqual([
      { email, discount_code: code, status: 'active', source: 'home', used_discount: false },
    ]);
    const [row] = await sql<{
      type: string;
      value: number;
      max_uses: number;
      current_uses: number;
      first_purchase_only: boolean;
      owner_email: string;
    }>(
      `select type::text, value::float8 as value, max_uses, current_uses, first_purchase_only,
         owner_email from public.discount_codes where code = ${lit(code)}`,
    );
    expect(row).toEqual({
      type: 'percentage',
      value: 10,
      max_uses: 1,
      current_uses: 0,
      first_purchase_only: true,
      owner_email: email,
    });
    const emails = await emailsTo(email);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      kind: 'newsletter_welcome',
      subject: 'Tu código de 10 % de descuento en Boñis',
    });
    expect(emails[0]?.body).toContain(`Tu código de descuento es: ${code}`);
  });

  it('gives a footer subscription a NEWSLETTER + 6 code', async () => {
    const email = `${unique('news')}@example.com`;
    await succeeds<Subscribed>(subscribe(email, 'footer'));
    expect(await codeOf(email)).toMatch(/^NEWSLETTER[A-Z0-9]{6}$/);
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

  it("lets the email's own account take 10 % off its first order, once; nobody else can use it", async () => {
    const shopper = await newShopper();
    await succeeds<Subscribed>(subscribe(shopper.email));
    const code = await codeOf(shopper.email);
    const product = await newProduct({ price: 45_000 });
    const other = await newShopper();
    await addToCart(other, product, 1);
    expect((await refusal(placeOrderCall(other, { slot, code }))).message).toBe(
      'Código inválido - El código ingresado no es válido o ha expirado',
    );
    await addToCart(shopper, product, 1);

    const { quote } = await previewThenOrder(shopper, { slot, code });

    expect(quote).toMatchObject({
      subtotal: 45_000,
      discount_amount: 4_500,
      shipping_cost: 8_000,
      total: 48_500,
    });
    expect((await subscriptionOf(shopper.email))[0]?.used_discount).toBe(true);
    await addToCart(shopper, product, 1);
    expect((await refusal(placeOrderCall(shopper, { slot, code }))).message).toBe(
      'Código inválido - El código ingresado no es válido o ha expirado',
    );
  });
});

describe('subscribe_newsletter, per address', () => {
  it('refuses more subscriptions from one address than the limit per hour, whatever headers it sends', async () => {
    await setNewsletterLimit(3);
    try {
      for (let i = 0; i < 3; i += 1) {
        await succeeds(subscribe(`${unique('limit')}@example.com`));
      }
      const refused = await refusal(subscribe(`${unique('limit')}@example.com`));
      expect(refused.message).toBe('Demasiados intentos - Espera un momento e inténtalo de nuevo');

      // Forged forwarding headers don't buy a fresh allowance: the server sets the address.
      const forged = anonClient({
        'cf-connecting-ip': '203.0.113.7',
        'x-forwarded-for': '203.0.113.7',
      });
      const email = `${unique('limit')}@example.com`;
      const again = await forged.rpc('subscribe_newsletter', { p_email: email });
      expect(again.error?.message).toBe(
        'Demasiados intentos - Espera un momento e inténtalo de nuevo',
      );
      expect(await subscriptionOf(email)).toEqual([]);
      expect(await emailsTo(email)).toEqual([]);
    } finally {
      await setNewsletterLimit(5);
    }
  });
});
