import { bus } from '@bonis/design-system/bus';
import type { CheckoutQuote, CheckoutQuoteItem } from '@bonis/supabase-client';
import { signInOnBus, supabaseMock } from '@bonis/test-utils';

/**
 * Test doubles of the cart as `preview_checkout` answers it. The numbers are the database's to
 * decide: a test writes them as it wants them shown (a subtotal need not be the lines' sum,
 * so a view that adds prices up itself is caught).
 */

/** A line of product `product-<n>`: 10.000 a unit, active, in stock. */
export function quoteItem(n: number, fields: Partial<CheckoutQuoteItem> = {}): CheckoutQuoteItem {
  const quantity = fields.quantity ?? 1;
  const unitPrice = fields.unit_price ?? 10000;
  return {
    cart_item_id: `line-${n}`,
    product_id: `product-${n}`,
    name: `Producto ${n}`,
    brand: `Marca ${n}`,
    image: `https://img.test/${n}.jpg`,
    quantity,
    unit_price: unitPrice,
    list_price: unitPrice,
    total: unitPrice * quantity,
    stock_quantity: 50,
    is_active: true,
    available: true,
    ...fields,
  };
}

/** A quote of these lines (oldest first, as the database lists them). */
export function quote(
  items: CheckoutQuoteItem[],
  fields: Partial<CheckoutQuote> = {},
): CheckoutQuote {
  const available = items.filter((item) => item.available);
  return {
    items,
    item_count: available.reduce((units, item) => units + item.quantity, 0),
    unavailable_count: items.length - available.length,
    membership_type: 'regular',
    member_discount_percent: 0,
    subtotal: 0,
    shipping_base_cost: 0,
    shipping_cost: 0,
    shipping_estimate: 15000,
    free_shipping: false,
    free_shipping_reason: null,
    free_shipping_threshold: 100000,
    discount_amount: 0,
    discount: null,
    total: 0,
    estimated_total: 0,
    ...fields,
  };
}

/**
 * The test's database for the cart: `preview_checkout` answers the current quote (the initial
 * one, or the latest `answer`); `remove_cart_item` and `set_cart_quantity` change its lines and
 * answer the units left, as the database would. Amounts don't follow a change: the database
 * decides them, and a test that cares `answer`s the next quote.
 */
export function setupCart(initial: CheckoutQuote) {
  let current = initial;
  let quoteReads = 0;
  supabaseMock.rpc('preview_checkout', () => {
    quoteReads += 1;
    return current;
  });
  supabaseMock.rpc('remove_cart_item', ({ body }) => {
    const productId = String(body.p_product_id);
    const items = current.items.filter((item) => item.product_id !== productId);
    const removed = items.length !== current.items.length;
    current = { ...current, items };
    return {
      product_id: productId,
      removed,
      cart_units: items.reduce((units, item) => units + item.quantity, 0),
    };
  });
  supabaseMock.rpc('set_cart_quantity', ({ body }) => {
    const productId = String(body.p_product_id);
    const quantity = Number(body.p_quantity);
    const before = current.items.find((item) => item.product_id === productId)?.quantity ?? 0;
    current = {
      ...current,
      items: current.items.map((item) =>
        item.product_id === productId
          ? { ...item, quantity, total: item.unit_price * quantity }
          : item,
      ),
    };
    return {
      product_id: productId,
      quantity,
      added: quantity - before,
      cart_units: current.items.reduce((units, item) => units + item.quantity, 0),
    };
  });
  return {
    /** how many times the cart was priced */
    quoteReads: () => quoteReads,
    /** what the database answers from now on */
    answer: (next: CheckoutQuote) => {
      current = next;
    },
    /** the next pricing of the cart fails (no answer) */
    failNextQuote: () =>
      supabaseMock.rpc('preview_checkout', () => supabaseMock.networkError(), { once: true }),
  };
}

/** Signs in (Supabase session and the bus, with the cart's units, as the shell publishes them). */
export function signIn(units = 0, session: Parameters<typeof signInOnBus>[0] = {}) {
  supabaseMock.signedIn();
  signInOnBus(session);
  // eslint-disable-next-line no-restricted-syntax -- the shell's publication, played by the test
  bus.getState().cartChanged(units);
}
