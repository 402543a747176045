/**
 * The checkout's test database: a two-line cart priced by a `preview_checkout` stand-in, three
 * delivery ranges, the shopper's bonuses and prizes, the profile, the saved addresses,
 * `place_order` and `header_counts`. Each test says what differs.
 */
import { onTestFinished, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { publishCounts } from '@bonis/supabase-client/queries';
import type { CheckoutQuote, CheckoutQuoteItem, Order } from '@bonis/supabase-client';
import {
  renderWithProviders,
  signInOnBus,
  supabaseMock,
  type RpcHandler,
  type RpcRequest,
} from '@bonis/test-utils';
import type { AddressRow } from '@bonis/supabase-client/queries';
import type { DeliveryRange } from '../api/get-shipping-ranges';
import type { ShopperBonus, UnclaimedPrize } from '@bonis/supabase-client/queries';
import { Checkout } from '../components/checkout';

export const USER = 'user-1';

/** An instant given as Bogotá's wall-clock time (UTC−5). */
export const bogota = (wallClock: string) => new Date(`${wallClock}-05:00`);

/** Tuesday 24 November 2026, 13:00 in Bogotá: today's morning range has ended. */
export const NOW = bogota('2026-11-24T13:00:00');
export const TODAY = '2026-11-24';
export const TOMORROW = '2026-11-25';

export const RANGES: DeliveryRange[] = [
  {
    id: 'range-morning',
    time_range: '8:00 AM - 12:00 PM',
    description: 'Entrega en la mañana',
    cost: 8000,
    icon: '🌅',
    ends_at: '12:00:00',
  },
  {
    id: 'range-afternoon',
    time_range: '2:00 PM - 6:00 PM',
    description: 'Entrega en la tarde',
    cost: 10000,
    icon: '☀️',
    ends_at: '18:00:00',
  },
  {
    id: 'range-express',
    time_range: 'Express',
    description: 'En menos de 2 horas',
    cost: 15000,
    icon: '⚡',
    ends_at: null,
  },
];

export const item = (overrides: Partial<CheckoutQuoteItem> = {}): CheckoutQuoteItem => ({
  cart_item_id: 'line-1',
  product_id: 'product-1',
  name: 'Concentrado Premium 2 kg',
  brand: 'Dogui',
  image: null,
  quantity: 2,
  unit_price: 30000,
  list_price: 30000,
  total: 60000,
  stock_quantity: 10,
  is_active: true,
  available: true,
  ...overrides,
});

export const ITEMS: CheckoutQuoteItem[] = [
  item(),
  item({
    cart_item_id: 'line-2',
    product_id: 'product-2',
    name: 'Collar reflectivo',
    brand: 'PetGear',
    quantity: 1,
    unit_price: 25000,
    list_price: 25000,
    total: 25000,
  }),
];

export const quote = (overrides: Partial<CheckoutQuote> = {}): CheckoutQuote => ({
  items: ITEMS,
  item_count: 3,
  unavailable_count: 0,
  membership_type: 'regular',
  member_discount_percent: 0,
  subtotal: 85000,
  shipping_base_cost: 0,
  shipping_cost: 0,
  shipping_estimate: 8000,
  free_shipping: false,
  free_shipping_reason: null,
  free_shipping_threshold: 100000,
  discount_amount: 0,
  discount: null,
  total: 85000,
  estimated_total: 93000,
  ...overrides,
});

/**
 * The database's pricing for the tests: the chosen range's cost; BIENVENIDO10 takes 10 %; the
 * bonus 'bonus-ship' and the prize 'win-ship' make shipping free; 'bonus-15' takes 15 %; any
 * other code is refused with the database's message.
 */
export const pricing: RpcHandler = ({ body }: RpcRequest) => {
  const range = RANGES.find((r) => r.id === body.p_shipping_time_range_id);
  const code = typeof body.p_discount_code === 'string' ? body.p_discount_code : null;
  let discount: CheckoutQuote['discount'] = null;
  let discountAmount = 0;
  let freeReason: CheckoutQuote['free_shipping_reason'] = null;
  if (code) {
    if (code !== 'BIENVENIDO10') {
      return supabaseMock.error({
        code: 'P0001',
        message: 'Código inválido - El código ingresado no es válido o ha expirado',
      });
    }
    discount = { kind: 'code', id: 'code-1', code, type: 'percentage', value: 10 };
    discountAmount = 8500;
  } else if (body.p_user_bonus_id === 'bonus-ship') {
    discount = {
      kind: 'bonus',
      id: 'bonus-ship',
      name: 'Envío gratis',
      type: 'free_shipping',
      value: 1,
    };
    freeReason = 'bonus';
  } else if (body.p_user_bonus_id === 'bonus-15') {
    discount = {
      kind: 'bonus',
      id: 'bonus-15',
      name: 'Descuento 15%',
      type: 'discount',
      value: 15,
    };
    discountAmount = 12750;
  } else if (body.p_roulette_win_id === 'win-ship') {
    discount = {
      kind: 'prize',
      id: 'win-ship',
      name: 'Envío gratis ruleta',
      type: 'free_shipping',
      value: 1,
    };
    freeReason = 'bonus';
  }
  const base = range?.cost ?? 0;
  const shipping = freeReason ? 0 : base;
  return quote({
    shipping_base_cost: base,
    shipping_cost: shipping,
    free_shipping: freeReason !== null,
    free_shipping_reason: freeReason,
    discount,
    discount_amount: discountAmount,
    total: 85000 + shipping - discountAmount,
  });
};

export const BONUSES: ShopperBonus[] = [
  {
    id: 'bonus-ship',
    bonus_name: 'Envío gratis',
    bonus_type: 'free_shipping',
    bonus_value: 1,
    expires_at: '2026-12-20T05:00:00+00:00',
    roulette_win_id: null,
  },
  {
    id: 'bonus-15',
    bonus_name: 'Descuento 15%',
    bonus_type: 'discount',
    bonus_value: 15,
    expires_at: '2026-12-22T05:00:00+00:00',
    roulette_win_id: 'win-spun',
  },
];

export const PRIZES: UnclaimedPrize[] = [
  {
    id: 'win-ship',
    prize_name: 'Envío gratis ruleta',
    prize_type: 'free_shipping',
    prize_value: 1,
    expires_at: '2026-12-10T05:00:00+00:00',
  },
  // saved as the bonus 'bonus-15' by the spin: listed once, as the bonus
  {
    id: 'win-spun',
    prize_name: 'Descuento 15%',
    prize_type: 'discount',
    prize_value: 15,
    expires_at: '2026-12-22T05:00:00+00:00',
  },
];

export const ORDER = {
  id: 'order-1',
  order_number: 'BON-1764007200000',
  payment_method: 'cash',
} as Order;

export interface CheckoutSetup {
  preview?: RpcHandler;
  bonuses?: ShopperBonus[];
  prizes?: UnclaimedPrize[];
  profile?: { first_name: string; last_name: string; phone: string | null } | null;
  /** the account's email ('' for none) */
  email?: string;
  placeOrder?: RpcHandler;
  /** the shopper's saved addresses (`user_addresses`), as the database orders them */
  savedAddresses?: AddressRow[];
  /** the time the page opens at (default NOW) */
  now?: Date;
  /** also fake setInterval, so the test moves the page's clock (its 15 s tick) itself */
  fakeClockTicks?: boolean;
}

/**
 * Fakes the clock at NOW (Bogotá), signs the shopper in (Supabase and the bus) and sets up the
 * test database. Only Date is faked (and, when asked, setInterval): timeouts, msw and Testing
 * Library run as usual.
 */
export function setupCheckout({
  preview = pricing,
  bonuses = [],
  prizes = [],
  profile = null,
  email = '',
  placeOrder = () => ORDER,
  savedAddresses = [],
  now = NOW,
  fakeClockTicks = false,
}: CheckoutSetup = {}) {
  vi.useFakeTimers({
    toFake: fakeClockTicks ? ['Date', 'setInterval', 'clearInterval'] : ['Date'],
  });
  vi.setSystemTime(now);
  onTestFinished(() => {
    vi.useRealTimers();
    // the form's drafts live in the tab's sessionStorage
    sessionStorage.clear();
  });
  supabaseMock.signedIn({ email });
  signInOnBus();
  publishCounts.cart(3);

  supabaseMock.rpc('preview_checkout', preview);
  supabaseMock.table('shipping_time_ranges').get(RANGES);
  supabaseMock
    .table('user_bonuses')
    // the rows that stand for a roulette win (the spin saved 'win-spun' as 'bonus-15')
    .get(({ select }) =>
      select === 'roulette_win_id' ? [{ roulette_win_id: 'win-spun' }] : bonuses,
    );
  supabaseMock.table('roulette_wins').get(prizes);
  supabaseMock.table('user_profiles').get(profile ? [profile] : []);
  supabaseMock.table('user_addresses').get(savedAddresses);
  supabaseMock.rpc('place_order', placeOrder);
  supabaseMock.rpc('header_counts', () => ({ cart_units: 0, favorites: 2, points: 150 }));
}

/** Renders the signed-in checkout and waits for the form. */
export async function renderCheckout() {
  const view = renderWithProviders(<Checkout userId={USER} />, {
    route: '/checkout',
    userOptions: { delay: null },
  });
  await screen.findByRole('button', { name: 'Realizar pedido' });
  return view;
}

/** Keeps an expected console.error out of the output; returns the spy. */
export function silenceErrors() {
  const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  onTestFinished(() => printed.mockRestore());
  return printed;
}
