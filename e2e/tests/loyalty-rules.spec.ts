import { hydrated } from './support/page';
import { expect, test, type Page } from '@playwright/test';
import {
  CARDS,
  axeViolations,
  bogotaDate,
  cop,
  errorToast,
  expectToast,
  horizontalOverflow,
  lit,
  payByCard,
  paymentRegion,
  sql,
  statusToast,
} from './support/checkout';
import { DEMO, newShopper, rest, restoreSession } from './support/session';

/**
 * The loyalty rules of ARCHITECTURE §5 "The books follow the state" (migration
 * 20261207100000_books_follow_the_state.sql), as a shopper meets them: a plan the running
 * membership already includes is not offered, an upgrade keeps the unused days, and a gift is
 * redeemed from its delivery date on and never by its buyer.
 */

const region = (page: Page, name: string) => page.getByRole('region', { name });

/** A 'YYYY-MM-DD' day as the store writes it: '9 de diciembre de 2026' (formatDate, es-CO). */
const spanishDate = (day: string) =>
  new Intl.DateTimeFormat('es-CO', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Bogota',
  }).format(new Date(`${day}T12:00:00-05:00`));

test.use({ viewport: { width: 1280, height: 900 } });

test('the annual member finds the monthly plan included in theirs, not for sale', async ({
  page,
}) => {
  await restoreSession(page, DEMO.member.email, DEMO.member.password);
  await page.goto('/membership');
  const plans = region(page, 'Membresías');

  const monthly = plans.getByRole('article', { name: 'Mensual' });
  await expect(
    monthly.getByRole('button', { name: 'Incluido en tu plan: Mensual' }),
  ).toBeDisabled();
  await expect(monthly.getByRole('button', { name: /Seleccionar Plan/ })).toHaveCount(0);
  await expect(
    plans
      .getByRole('article', { name: 'Anual' })
      .getByRole('button', { name: 'Plan Actual: Anual' }),
  ).toBeDisabled();
});

test.describe('on a phone in dark mode (320 px)', () => {
  test.use({ viewport: { width: 320, height: 800 }, colorScheme: 'dark' });

  test('a monthly member upgrading to the annual plan reads, before paying, that the unused days are kept; once the plan is theirs, the payment is refused with the way back', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const shopper = await newShopper('Mejora');
    const token = shopper.session.access_token;
    const profile = `id = ${lit(shopper.session.user.id)}::uuid`;
    // a monthly membership with 12 days left, as a paid purchase would have left it
    await sql(
      `update public.user_profiles set membership_type = 'mensual', membership_expiry = ${lit(
        bogotaDate(12),
      )}::date where ${profile}`,
    );
    await restoreSession(page, shopper.email, shopper.password);

    await page.goto('/membership');
    const plans = region(page, 'Membresías');
    await expect(
      plans.getByRole('article', { name: 'Mensual' }).getByRole('button', {
        name: 'Plan Actual: Mensual',
      }),
    ).toBeDisabled();
    await plans.getByRole('button', { name: 'Seleccionar Plan Anual' }).click();

    await expect(page).toHaveURL(/\/payment\?membership=[0-9a-f-]{36}$/);
    const purchaseId = new URL(page.url()).searchParams.get('membership') ?? '';
    const quote = (await rest(token, 'rpc/membership_purchase_quote', {
      method: 'POST',
      body: { p_purchase_id: purchaseId },
    })) as { carried_days: number; expires_on: string; upgrade: boolean; payable: boolean };
    expect(quote).toMatchObject({ carried_days: 12, upgrade: true, payable: true });

    const payment = paymentRegion(page);
    await expect(payment).toContainText(
      `Tu membresía Anual empieza hoy y vence el ${spanishDate(quote.expires_on)}.`,
    );
    await expect(payment).toContainText(
      'Conservas los 12 días que te quedan de tu membresía Mensual: se suman al final.',
    );
    await expect(payment.getByRole('button', { name: `Pagar ${cop(299_900)}` })).toBeVisible();
    await expectFitsAndPassesAxe(page);

    // the annual plan became theirs meanwhile (another tab): nothing left to pay
    await sql(
      `update public.user_profiles set membership_type = 'anual', membership_expiry = ${lit(
        bogotaDate(300),
      )}::date where ${profile}`,
    );
    await page.reload();
    const refusal = paymentRegion(page).getByRole('alert');
    await expect(refusal).toContainText('Plan actual');
    await expect(refusal).toContainText('Ya tienes esta membresía activa');
    await expect(page.getByRole('form', { name: 'Pago con tarjeta' })).toHaveCount(0);
    await expectFitsAndPassesAxe(page);
    await refusal.getByRole('link', { name: 'Ver los planes' }).click();
    await expect(page).toHaveURL(/\/membership$/);
  });
});

/** The payment page neither pans sideways nor has a serious or critical axe violation. */
async function expectFitsAndPassesAxe(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  const { blocking } = await axeViolations(page, '[data-remote="mfe-checkout"]');
  expect(blocking).toEqual([]);
}

test('a gift for tomorrow is paid and shown to its buyer, refused to the buyer’s own account and to its recipient until its day, then redeemed', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const buyer = await newShopper('Regala');
  const recipient = await newShopper('Recibe');
  const tomorrow = bogotaDate(1);
  await restoreSession(page, buyer.email, buyer.password);

  await page.goto('/regalos');
  // the page arrives server-rendered: its tabs answer once hydrated and the session is read
  await hydrated(page);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Tu cuenta/ })).toBeVisible();
  const gifts = region(page, 'Regala Boñis');
  await gifts.getByRole('tab', { name: 'Cupones' }).click();
  await gifts
    .getByRole('radio', { name: /50\.000/ })
    .first()
    .check();
  const form = gifts.getByRole('form', { name: 'Comprar un regalo' });
  await form.getByLabel(/^Nombre del destinatario/).fill('Recibe E2E');
  await form.getByLabel(/^Email del destinatario/).fill(recipient.email);
  await form.getByLabel(/^Fecha de entrega/).fill(tomorrow);
  await form.getByRole('button', { name: 'Comprar' }).click();

  await expect(page).toHaveURL(/\/payment\?gift=[0-9a-f-]{36}$/);
  await expect(
    paymentRegion(page).getByRole('button', { name: `Pagar ${cop(50_000)}` }),
  ).toBeVisible();
  await payByCard(page, CARDS.approved);

  // the buyer sees the code
  await expect(page).toHaveURL(/\/regalos\?enviado=[0-9a-f-]{36}$/);
  const giftId = new URL(page.url()).searchParams.get('enviado') ?? '';
  const [bought] = (await rest(
    buyer.session.access_token,
    `gift_purchases?select=gift_code,status,payment_status,delivery_date&id=eq.${giftId}`,
  )) as Array<{ gift_code: string; status: string; payment_status: string; delivery_date: string }>;
  expect(bought).toMatchObject({
    status: 'pending',
    payment_status: 'paid',
    delivery_date: tomorrow,
  });
  const code = bought?.gift_code ?? '';
  expect(code).toMatch(/^GIFT\d{8}$/);
  await expect(region(page, 'Regala Boñis')).toContainText(code);

  // … but can't redeem it on their own account
  const own = region(page, 'Regala Boñis');
  await own.getByLabel(/^Código del regalo/).fill(code);
  await own.getByRole('button', { name: 'Canjear', exact: true }).click();
  await expectToast(errorToast, page, 'No puedes canjear un regalo que compraste');

  // the recipient can't redeem it before its delivery date
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const other = await context.newPage();
    await restoreSession(other, recipient.email, recipient.password);
    await other.goto('/regalos');
    const redeem = region(other, 'Regala Boñis');
    await redeem.getByLabel(/^Código del regalo/).fill(code);
    await redeem.getByRole('button', { name: 'Canjear', exact: true }).click();
    await expectToast(
      errorToast,
      other,
      `Este regalo se podrá canjear desde el ${spanishDate(tomorrow)}`,
    );

    // its day comes
    await sql(
      `update public.gift_purchases set delivery_date = ${lit(bogotaDate(0))}::date where id = ${lit(
        giftId,
      )}::uuid`,
    );
    await other.reload();
    const again = region(other, 'Regala Boñis');
    await again.getByLabel(/^Código del regalo/).fill(code);
    await again.getByRole('button', { name: 'Canjear', exact: true }).click();
    await expectToast(statusToast, other, '¡Regalo canjeado!');
    await expect(again.getByRole('status').filter({ hasText: '¡Regalo canjeado!' })).toContainText(
      /REGALO[A-Z0-9]{8}/,
    );
    const [redeemed] = (await rest(
      buyer.session.access_token,
      `gift_purchases?select=status&id=eq.${giftId}`,
    )) as Array<{ status: string }>;
    expect(redeemed?.status).toBe('redeemed');
  } finally {
    await context.close();
  }
});
