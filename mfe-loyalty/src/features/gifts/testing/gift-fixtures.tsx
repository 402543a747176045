/**
 * The gifts page's test database: the two membership plans, the shopper's gifts, `buy_gift` and
 * `redeem_gift`; a clock in Bogotá time. Each test says what differs.
 */
import { onTestFinished, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { GiftPurchase } from '@bonis/supabase-client';
import {
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  signOutOnBus,
  supabaseMock,
  type RpcHandler,
  type TableRequest,
} from '@bonis/test-utils';
import GiftsPage from '../../../routes/gifts';
import type { GiftPlan } from '../api/get-gift-plans';
import type { SentGift } from '../api/get-sent-gifts';

export const USER = 'user-1';

/** An instant given as Bogotá's wall-clock time (UTC−5). */
export const bogota = (wallClock: string) => new Date(`${wallClock}-05:00`);

/** Tuesday 24 November 2026, 21:30 in Bogotá: already the 25th in UTC. */
export const NOW = bogota('2026-11-24T21:30:00');
export const TODAY = '2026-11-24';

/** As `membership_plans` answers: dearest first. */
export const PLANS: GiftPlan[] = [
  {
    name: 'Anual',
    price: 299_900,
    duration_days: 365,
    benefits: [
      '15% de descuento en toda la tienda',
      'Envío gratis en todos tus pedidos',
      '2 meses gratis',
    ],
    membership_type: 'anual',
  },
  {
    name: 'Mensual',
    price: 29_900,
    duration_days: 30,
    benefits: ['10% de descuento en toda la tienda', 'Envío gratis en todos tus pedidos'],
    membership_type: 'mensual',
  },
];

export const GIFT_ID = '7d1c2f0e-3b5a-4c1d-9e8f-0a1b2c3d4e5f';

/** A gift the shopper bought, as `gift_purchases` answers it. */
export const sentGift = (overrides: Partial<SentGift> = {}): SentGift => ({
  id: GIFT_ID,
  gift_type: 'coupon',
  gift_value: 'c100',
  amount: 100_000,
  recipient_name: 'Laura Gómez',
  recipient_email: 'laura@correo.co',
  delivery_date: TODAY,
  gift_code: 'GIFT48213907',
  status: 'sent',
  payment_status: 'paid',
  delivered_at: '2026-11-24T20:00:00+00:00',
  redeemed_at: null,
  created_at: '2026-11-24T19:58:00+00:00',
  ...overrides,
});

/** What `buy_gift` answers: the pending purchase, with no code. */
export const PENDING_GIFT = {
  ...sentGift({
    gift_code: null,
    status: 'pending',
    payment_status: 'pending',
    delivered_at: null,
  }),
  buyer_id: USER,
  message: null,
  recipient_phone: null,
  payment_method: null,
  paid_at: null,
  redeemed_by: null,
  discount_code_id: null,
  updated_at: '2026-11-24T19:58:00+00:00',
  // 30 minutes to pay it
  pay_by: '2026-11-24T20:28:00+00:00',
  voided_at: null,
  void_reason: null,
} satisfies GiftPurchase;

export interface GiftsSetup {
  signedIn?: boolean;
  /** the time the page opens at (default NOW) */
  now?: Date;
  /** also fake setInterval, so the test moves the page's clock (its tick) itself */
  fakeClockTicks?: boolean;
  plans?: GiftPlan[];
  /** the shopper's gifts (the list and `?enviado=`) */
  gifts?: SentGift[];
  buy?: RpcHandler;
  redeem?: RpcHandler;
}

/**
 * Fakes the clock (Date only, unless asked: timeouts, msw and Testing Library run as usual),
 * signs the shopper in (Supabase and the bus) or out, and sets up the test database. Returns
 * the reads of `gift_purchases`.
 */
export function setupGifts({
  signedIn = true,
  now = NOW,
  fakeClockTicks = false,
  plans = PLANS,
  gifts = [],
  buy = () => PENDING_GIFT,
  redeem = () => ({ redeemed: false, message: 'Código inválido - Revisa el código de tu regalo' }),
}: GiftsSetup = {}) {
  vi.useFakeTimers({
    toFake: fakeClockTicks ? ['Date', 'setInterval', 'clearInterval'] : ['Date'],
  });
  vi.setSystemTime(now);
  onTestFinished(() => {
    vi.useRealTimers();
  });
  if (signedIn) {
    supabaseMock.signedIn();
    signInOnBus();
  } else {
    signOutOnBus();
  }
  const giftReads: TableRequest[] = [];
  supabaseMock.table('membership_plans').get(plans);
  supabaseMock.table('gift_purchases').get((request) => {
    giftReads.push(request);
    return request.eq('id') ? gifts.filter((gift) => gift.id === request.eq('id')) : gifts;
  });
  supabaseMock.rpc('buy_gift', buy);
  supabaseMock.rpc('redeem_gift', redeem);
  return { giftReads, requests: recordBusRequests() };
}

/** The page at `route` (default /regalos), with /payment standing in for mfe-checkout's. */
export function renderGiftsPage(route = '/regalos') {
  return renderWithProviders(
    <Routes>
      <Route path="/regalos" element={<GiftsPage />} />
      <Route path="/gifts" element={<GiftsPage />} />
      <Route path="/payment" element={<p>Página de pago</p>} />
    </Routes>,
    { route },
  );
}
