import { createHmac } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { e2eAnonKey } from './keys';
import { E2E_SUPABASE_URL } from './ports';
import { rest } from './session';

/**
 * What the checkout journeys (checkout.spec.ts) share: the database's side (SQL as the owner,
 * the shopper's RPCs, the quote), the checkout form filled the way a shopper fills it, and the
 * page checks (toasts, summary figures, horizontal overflow, axe).
 */

// ---------------------------------------------------------------------------------------------
// The database
// ---------------------------------------------------------------------------------------------

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * The service_role key of the e2e run's local server: an HS256 JWT signed with the run's secret
 * (playwright.config.ts pins SUPABASE_JWT_SECRET), with the claims the server's own keys carry
 * (supabase/local/src/keys.mjs), so it is the key the server prints.
 */
export function e2eServiceRoleKey(): string {
  const secret = process.env.SUPABASE_JWT_SECRET;
  if (!secret)
    throw new Error('SUPABASE_JWT_SECRET is not set: run the e2e tests with playwright.config.ts');
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({ iss: 'supabase', role: 'service_role', exp: 1983812996 }),
  );
  const signature = createHmac('sha256', secret).update(`${header}.${claims}`).digest('base64url');
  return `${header}.${claims}.${signature}`;
}

/**
 * Runs SQL as the database owner (bypasses RLS) through the local server's `/pg/query`, as an
 * admin's or a job's change would happen: for arranging data no shopper function creates
 * (bonuses, prizes) and for an admin's price change.
 */
export async function sql<T = Record<string, unknown>>(query: string): Promise<T[]> {
  const key = e2eServiceRoleKey();
  const response = await fetch(`${E2E_SUPABASE_URL}/pg/query`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`sql failed: ${JSON.stringify(body)}\n${query}`);
  return body as T[];
}

/** An SQL literal (test values only). */
export function lit(value: string | number | null): string {
  if (value === null) return 'null';
  if (typeof value === 'number') return String(value);
  return `'${value.replace(/'/g, "''")}'`;
}

/** A PostgREST read as an anonymous visitor (what the catalog itself can read). */
export async function anonRest<T>(path: string): Promise<T> {
  const response = await fetch(`${E2E_SUPABASE_URL}/rest/v1/${path}`, {
    headers: { apikey: await e2eAnonKey() },
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A product's stock as the store reads it. */
export async function stockOf(productId: string): Promise<number> {
  const [row] = await anonRest<{ stock_quantity: number }[]>(
    `products?select=stock_quantity&id=eq.${productId}`,
  );
  if (!row) throw new Error(`product ${productId} not found`);
  return row.stock_quantity;
}

/** A seeded product a journey buys (supabase/seed.sql: ids are fixed). */
export interface SeededProduct {
  id: string;
  name: string;
}

/** A seeded dog-food product that is active and in stock. */
export const CHUNKY: SeededProduct = {
  id: 'db279cee-1fbb-548c-a7bf-a398f77c9845',
  name: 'Chunky Cachorros Pollo 4 kg',
};

/** Puts products in the shopper's cart through the store's own function (`add_to_cart`). */
export async function fillCart(
  token: string,
  lines: ReadonlyArray<{ product: SeededProduct; quantity?: number }>,
) {
  for (const { product, quantity = 1 } of lines) {
    await rest(token, 'rpc/add_to_cart', {
      method: 'POST',
      body: { p_product_id: product.id, p_quantity: quantity },
    });
  }
}

/** The cart lines of the caller (RLS: their own). */
export async function cartLines(token: string) {
  return (await rest(token, 'cart_items?select=product_id,quantity&order=product_id')) as Array<{
    product_id: string;
    quantity: number;
  }>;
}

/** The part of `preview_checkout`'s quote the journeys compare with the page. */
export interface Quote {
  items: Array<{
    product_id: string;
    name: string;
    quantity: number;
    unit_price: number;
    list_price: number;
    total: number;
    available: boolean;
  }>;
  item_count: number;
  subtotal: number;
  shipping_cost: number;
  shipping_estimate: number;
  free_shipping: boolean;
  free_shipping_reason: string | null;
  discount_amount: number;
  total: number;
  estimated_total: number;
}

/** The caller's cart priced by the database for a choice, exactly as the checkout asks. */
export async function previewCheckout(
  token: string,
  choice: { slotId?: string; code?: string; bonusId?: string; winId?: string } = {},
): Promise<Quote> {
  return (await rest(token, 'rpc/preview_checkout', {
    method: 'POST',
    body: {
      p_shipping_time_range_id: choice.slotId ?? null,
      p_discount_code: choice.code ?? null,
      p_user_bonus_id: choice.bonusId ?? null,
      p_roulette_win_id: choice.winId ?? null,
    },
  })) as Quote;
}

/** One line of the item list of a quote, by product. */
export function quoteItem(quote: Quote, product: SeededProduct) {
  const item = quote.items.find((candidate) => candidate.product_id === product.id);
  if (!item) throw new Error(`${product.name} is not in the quote`);
  return item;
}

/** An order row as the shopper reads it (RLS: their own). */
export interface OrderRow {
  id: string;
  order_number: string;
  status: string;
  payment_method: string;
  payment_status: string;
  subtotal: number;
  shipping_cost: number;
  discount_amount: number;
  total: number;
  points_earned: number;
  discount_code: string | null;
  user_bonus_id: string | null;
  roulette_win_id: string | null;
  delivery_date: string | null;
  shipping_time_range_id: string | null;
}

/** The caller's orders, newest first. */
export async function ordersOf(token: string): Promise<OrderRow[]> {
  return (await rest(
    token,
    'orders?select=id,order_number,status,payment_method,payment_status,subtotal,shipping_cost,' +
      'discount_amount,total,points_earned,discount_code,user_bonus_id,roulette_win_id,' +
      'delivery_date,shipping_time_range_id&order=created_at.desc',
  )) as OrderRow[];
}

/** The caller's only order (fails when there is none or more than one). */
export async function onlyOrderOf(token: string): Promise<OrderRow> {
  const orders = await ordersOf(token);
  expect(orders, 'the shopper has exactly one order').toHaveLength(1);
  return orders[0] as OrderRow;
}

/** The caller's points balance (what the header's chip shows). */
export async function pointsOf(token: string): Promise<number> {
  const counts = (await rest(token, 'rpc/header_counts', { method: 'POST', body: {} })) as {
    points: number;
  };
  return counts.points;
}

/** A day in Bogotá, 'YYYY-MM-DD', `offset` days from today there. */
export function bogotaDate(offset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

/** The seeded afternoon range (12:00 m. - 4:00 p. m., $ 8.000), always open tomorrow. */
export const AFTERNOON_RANGE = '0b0a1500-0000-4000-8000-00000000e002';

/** A complete shipping address (`place_order`'s jsonb). */
export const ADDRESS = {
  firstName: 'Prueba',
  lastName: 'E2E',
  countryCode: '+57',
  phone: '3001234567',
  address: 'Calle 10 # 43-12, apartamento 501',
  department: 'Antioquia',
  city: 'Medellín',
  notes: 'Portería',
} as const;

/** Places the caller's cart as an order over the API (for pages that only need an order). */
export async function placeOrderByApi(
  token: string,
  email: string,
  paymentMethod: 'cash' | 'online',
): Promise<OrderRow> {
  return (await rest(token, 'rpc/place_order', {
    method: 'POST',
    body: {
      p_shipping_address: { ...ADDRESS, email },
      p_shipping_time_range_id: AFTERNOON_RANGE,
      p_payment_method: paymentMethod,
      p_delivery_date: bogotaDate(1),
    },
  })) as OrderRow;
}

/** The simulated gateway's test cards (mfe-checkout's README). */
export const CARDS = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** An expiry three years ahead, 'MM/AA'. */
export const FUTURE_EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** Pays an online order by card over the API. */
export async function payByApi(token: string, orderId: string) {
  return rest(token, 'rpc/confirm_payment', {
    method: 'POST',
    body: {
      p_kind: 'order',
      p_id: orderId,
      p_payment_method: 'credit_card',
      p_details: {
        holder: 'Prueba E2E',
        number: CARDS.approved,
        expiry: FUTURE_EXPIRY,
        cvv: '123',
      },
    },
  });
}

// ---------------------------------------------------------------------------------------------
// What the page shows
// ---------------------------------------------------------------------------------------------

/** "$ 58.410" as formatCOP writes it (a no-break space after the sign). */
export const cop = (value: number) => `$\u00a0${new Intl.NumberFormat('es-CO').format(value)}`;

/** A count as formatNumber writes it (es-CO grouping). */
export const count = (value: number) => new Intl.NumberFormat('es-CO').format(value);

/**
 * A toast: the Toaster's live region holding a card with `title` and its close button (which
 * tells it from a field's own error, also role="alert").
 */
const toastIn = (page: Page, role: 'alert' | 'status', title: string) =>
  page
    .getByRole(role)
    .filter({ hasText: title })
    .filter({ has: page.getByRole('button', { name: 'Cerrar notificación' }) });

/** An error toast (the Toaster's assertive live region) whose text has `title`. */
export const errorToast = (page: Page, title: string) => toastIn(page, 'alert', title);

/** A success or info toast (the Toaster's polite live region) whose text has `title`. */
export const statusToast = (page: Page, title: string) => toastIn(page, 'status', title);

/** Expects the toast 'Título - Descripción' (spec §8): its title and its description. */
export async function expectToast(
  toast: (page: Page, title: string) => Locator,
  page: Page,
  message: string,
) {
  const at = message.indexOf(' - ');
  const title = at < 0 ? message : message.slice(0, at);
  const found = toast(page, title);
  await expect(found).toBeVisible();
  if (at >= 0) await expect(found).toContainText(message.slice(at + 3));
}

/** The value of a summary figure (`<dt>term</dt><dd>value</dd>`) whose term is exactly `term`. */
export function figure(scope: Locator, term: string | RegExp) {
  const name =
    typeof term === 'string'
      ? new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
      : term;
  return scope
    .getByRole('term')
    .filter({ hasText: name })
    .locator('xpath=following-sibling::dd[1]');
}

/** The header's cart button, named with its count ('Carrito, 3 productos'). */
export const cartButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Carrito, / });

/** The header's points chip ('Mis puntos: 1.234'). */
export const pointsChip = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Mis puntos: / });

/**
 * How far the page reaches past the right edge of the screen (0: it never pans sideways).
 */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });

// ---------------------------------------------------------------------------------------------
// The checkout form, as a shopper fills it
// ---------------------------------------------------------------------------------------------

/** The /checkout page's region. */
export const checkoutRegion = (page: Page) =>
  page.getByRole('region', { name: 'Finalizar compra' });

/** The checkout's fields, by their labels. */
export function checkoutFields(page: Page) {
  const region = checkoutRegion(page);
  return {
    region,
    firstName: region.getByRole('textbox', { name: /^Nombre/ }),
    lastName: region.getByRole('textbox', { name: /^Apellido/ }),
    phone: region.getByRole('textbox', { name: /^Teléfono/ }),
    email: region.getByRole('textbox', { name: /^Email/ }),
    address: region.getByRole('textbox', { name: /^Dirección/ }),
    department: region.getByRole('combobox', { name: /^Departamento/ }),
    city: region.getByRole('combobox', { name: /^Ciudad/ }),
    code: region.getByRole('textbox', { name: 'Código de descuento' }),
    applyCode: region.getByRole('button', { name: 'Aplicar', exact: true }),
    summary: region.getByRole('region', { name: 'Resumen del pedido' }),
    submit: region.getByRole('button', { name: 'Realizar pedido' }),
  };
}

/**
 * Waits for the profile's prefill (the account's email in the Email field), so nothing typed
 * afterwards is overwritten by it.
 */
export async function waitForPrefill(page: Page, email: string) {
  await expect(checkoutFields(page).email).toHaveValue(email);
}

/** Fills what the profile doesn't prefill for a new shopper: phone and the address. */
export async function fillPhoneAndAddress(page: Page, phone: string = ADDRESS.phone) {
  const fields = checkoutFields(page);
  await fields.phone.fill(phone);
  await fields.address.fill(ADDRESS.address);
  await fields.department.selectOption(ADDRESS.department);
  await fields.city.selectOption(ADDRESS.city);
}

/**
 * Chooses tomorrow's ('Mañana') afternoon range, always open whatever the hour in Bogotá.
 * Returns the range's id (the radio's value), for the database's quote.
 */
export async function chooseTomorrowAfternoon(page: Page): Promise<string> {
  const region = checkoutRegion(page);
  await pickCard(region.getByRole('radio', { name: /^Mañana/ }));
  const range = region.getByRole('radio', { name: /Entrega en la tarde/ });
  await pickCard(range);
  return (await range.getAttribute('value')) ?? '';
}

/**
 * Chooses a radio drawn as a card (the delivery calendar's: the input is visually hidden, its
 * label is the card) the way a shopper does: a click on the card.
 */
async function pickCard(radio: Locator) {
  const id = await radio.getAttribute('id');
  if (!id) throw new Error('a radio card without an id');
  await radio.page().locator(`label[for="${id}"]`).click();
  await expect(radio).toBeChecked();
}

/** Chooses how to pay: cash on delivery or online. */
export async function choosePayment(page: Page, method: 'cash' | 'online') {
  await checkoutRegion(page)
    .getByRole('radio', { name: method === 'cash' ? /^Pago contra entrega/ : /^Pago en línea/ })
    .check();
}

/**
 * The whole form for a shopper whose profile prefilled the names and email: phone, address,
 * tomorrow afternoon, the method. Returns the range's id.
 */
export async function fillCheckout(page: Page, email: string, method: 'cash' | 'online') {
  await waitForPrefill(page, email);
  await fillPhoneAndAddress(page);
  const slotId = await chooseTomorrowAfternoon(page);
  await choosePayment(page, method);
  return slotId;
}

// ---------------------------------------------------------------------------------------------
// /payment
// ---------------------------------------------------------------------------------------------

/** The /payment page's region. */
export const paymentRegion = (page: Page) => page.getByRole('region', { name: 'Pago' });

/** Fills the card form and pays. */
export async function payByCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Pago con tarjeta' });
  await form.getByRole('textbox', { name: /^Nombre del titular/ }).fill('Prueba E2E');
  await form.getByRole('textbox', { name: /^Número de tarjeta/ }).fill(number);
  await form.getByRole('textbox', { name: /^Vencimiento/ }).fill(FUTURE_EXPIRY);
  await form.getByRole('textbox', { name: /^CVV/ }).fill('123');
  await form.getByRole('button', { name: /^Pagar / }).click();
}

// ---------------------------------------------------------------------------------------------
// axe
// ---------------------------------------------------------------------------------------------

/**
 * axe's WCAG 2.x A/AA violations inside `selector` (`@axe-core/playwright`'s AxeBuilder), split
 * by impact: `blocking` (serious and critical) as 'rule: help (targets)' lines, and `other`
 * (minor, moderate) for the report.
 */
export async function axeViolations(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const line = (violation: (typeof violations)[number]) =>
    `${violation.impact ?? 'unknown'} ${violation.id}: ${violation.help} (${violation.nodes
      .map((node) => node.target.join(' '))
      .join(', ')})`;
  const blocking = (violation: (typeof violations)[number]) =>
    violation.impact === 'serious' || violation.impact === 'critical';
  return {
    blocking: violations.filter(blocking).map(line),
    other: violations.filter((violation) => !blocking(violation)).map(line),
  };
}

/** Every axe WCAG 2.x A/AA violation inside `selector`, of any impact, one line each. */
export async function allAxeViolations(page: Page, selector: string): Promise<string[]> {
  const { blocking, other } = await axeViolations(page, selector);
  return [...blocking, ...other];
}
