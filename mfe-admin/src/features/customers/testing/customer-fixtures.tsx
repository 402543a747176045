import { Route, Routes } from 'react-router';
import { Toaster } from '@bonis/design-system';
import {
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  supabaseMock,
} from '@bonis/test-utils';
import type { UserRole } from '@bonis/supabase-client';
import type { CustomerBonus } from '../api/get-customer-bonuses';
import type { Customer } from '../api/get-customer';
import type { CustomerGiftRow } from '../api/get-customer-gifts';
import type { CustomerMembershipPurchase } from '../api/get-membership-purchases';
import type { CustomerNote } from '../api/get-customer-notes';
import type { CustomerOrder } from '../api/get-customer-orders';
import type { CustomerPayment } from '../api/get-customer-payments';
import type { CustomerRedemption } from '../api/get-customer-redemptions';
import type { CustomerRouletteWin } from '../api/get-roulette-wins';
import type { LedgerEntry } from '../api/get-points-ledger';
import { CustomerPage } from '../components/customer-page';

export const CUSTOMER_ID = 'user-2';

const DAY = 24 * 60 * 60 * 1000;
/** A moment `days` from now (negative: in the past), as the database writes it. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export const LUIS: Customer = {
  id: CUSTOMER_ID,
  first_name: 'Luis',
  last_name: 'Pérez',
  email: 'luis@correo.co',
  phone: '3105551234',
  birth_date: '1990-05-12',
  pet_name: 'Toby',
  membership_type: 'anual',
  membership_expiry: '2027-06-30',
  role: 'customer',
  total_orders: 4,
  total_spent: 250000,
  created_at: '2026-10-20T15:00:00Z',
};

export const ORDER: CustomerOrder = {
  id: 'order-1',
  order_number: 'BON-1764000000001',
  created_at: '2026-11-21T20:05:00Z',
  status: 'shipped',
  payment_status: 'paid',
  payment_method: 'credit_card',
  total: 116000,
};

export const PAYMENTS: CustomerPayment[] = [
  {
    id: 'pay-1',
    payable_kind: 'order',
    created_at: '2026-11-21T20:06:00Z',
    amount: 116000,
    method: 'credit_card',
    status: 'approved',
    refunded_at: null,
    card_last4: '4242',
    pse_bank: null,
    decline_reason: null,
    order: { order_number: 'BON-1764000000001' },
    membership: null,
    gift: null,
  },
  {
    id: 'pay-2',
    payable_kind: 'gift',
    created_at: '2026-11-10T14:00:00Z',
    amount: 50000,
    method: 'pse',
    status: 'approved',
    refunded_at: '2026-11-12T14:00:00Z',
    card_last4: null,
    pse_bank: 'Bancolombia',
    decline_reason: null,
    order: null,
    membership: null,
    gift: { gift_type: 'coupon', gift_value: 'c50', recipient_name: 'Marta' },
  },
];

export const LEDGER: LedgerEntry[] = [
  {
    id: 'tx-3',
    seq: 3,
    created_at: '2026-11-22T15:00:00Z',
    transaction_type: 'adjustment',
    points_earned: 0,
    points_used: 200,
    description: 'Corrección de un pedido duplicado',
    balance: 1200,
  },
  {
    id: 'tx-2',
    seq: 2,
    created_at: '2026-11-21T20:06:00Z',
    transaction_type: 'earned',
    points_earned: 116,
    points_used: 0,
    description: 'Puntos por el pedido BON-1764000000001',
    balance: 1400,
  },
];

export const MEMBERSHIP: CustomerMembershipPurchase = {
  id: 'mp-1',
  plan_name: 'Plan Anual',
  membership_type: 'anual',
  duration_days: 365,
  amount: 299900,
  payment_status: 'paid',
  payment_method: 'credit_card',
  paid_at: '2026-06-30T15:00:00Z',
  expires_on: '2027-06-30',
  closed_reason: null,
  created_at: '2026-06-30T14:55:00Z',
};

export function bonus(overrides: Partial<CustomerBonus> = {}): CustomerBonus {
  return {
    id: 'bonus-1',
    bonus_name: 'Descuento 10 %',
    bonus_type: 'discount',
    bonus_value: 10,
    points_spent: 0,
    status: 'active',
    status_reason: null,
    used_at: null,
    voided_at: null,
    expires_at: daysFromNow(10),
    roulette_win_id: 'win-1',
    created_at: daysFromNow(-20),
    ...overrides,
  };
}

export const ACTIVE_BONUS = bonus();
export const EXPIRED_BONUS = bonus({
  id: 'bonus-2',
  bonus_name: 'Envío gratis',
  bonus_type: 'free_shipping',
  bonus_value: 1,
  status: 'expired',
  expires_at: daysFromNow(-3),
  roulette_win_id: null,
  points_spent: 300,
});
export const USED_BONUS = bonus({
  id: 'bonus-3',
  bonus_name: 'Bono de $ 20.000',
  bonus_type: 'voucher',
  bonus_value: 20000,
  status: 'used',
  used_at: daysFromNow(-5),
  roulette_win_id: null,
  points_spent: 500,
});

export const WIN: CustomerRouletteWin = {
  id: 'win-1',
  prize_name: 'Descuento 10 %',
  prize_type: 'discount',
  prize_value: 10,
  redeemed: false,
  redeemed_at: null,
  expires_at: daysFromNow(10),
  created_at: daysFromNow(-20),
};

export const POINTS_WIN: CustomerRouletteWin = {
  id: 'win-2',
  prize_name: '50 puntos',
  prize_type: 'points',
  prize_value: 50,
  redeemed: true,
  redeemed_at: daysFromNow(-30),
  expires_at: null,
  created_at: daysFromNow(-30),
};

export const REDEMPTION: CustomerRedemption = {
  id: 'red-1',
  reward_name: 'Juguete mordedor',
  reward_tier: 'basic',
  points_used: 500,
  status: 'cancelled',
  note: null,
  cancel_reason: 'Sin stock del proveedor',
  delivered_at: null,
  cancelled_at: '2026-11-15T15:00:00Z',
  created_at: '2026-11-14T15:00:00Z',
};

export const SENT_GIFT: CustomerGiftRow = {
  id: 'gift-1',
  buyer_id: CUSTOMER_ID,
  buyer_name: 'Luis Pérez',
  buyer_email: 'luis@correo.co',
  recipient_name: 'Marta',
  recipient_email: 'marta@correo.co',
  gift_type: 'coupon',
  gift_value: 'c50',
  gift_code: 'GIFT12345678',
  amount: 50000,
  state: 'void',
  delivery_date: '2026-11-11',
  redeemed_by: null,
  created_at: '2026-11-10T14:00:00Z',
};

export const RECEIVED_GIFT: CustomerGiftRow = {
  id: 'gift-2',
  buyer_id: 'user-9',
  buyer_name: 'Carla Ruiz',
  buyer_email: 'carla@correo.co',
  recipient_name: 'Luis',
  recipient_email: 'LUIS@correo.co',
  gift_type: 'membership',
  gift_value: 'mensual',
  gift_code: 'GIFT87654321',
  amount: 29900,
  state: 'redeemed',
  delivery_date: '2026-09-01',
  redeemed_by: CUSTOMER_ID,
  created_at: '2026-08-30T14:00:00Z',
};

export const NOTE: CustomerNote = {
  id: 'note-1',
  body: 'Llamó para preguntar por su pedido.\nSe le explicó el envío.',
  author_name: 'Ana Gómez',
  created_at: '2026-11-22T16:30:00Z',
};

/** What `audit_log` holds of the customer: a profile change and a points adjustment. */
export const PROFILE_CHANGE = {
  id: 7,
  occurred_at: '2026-11-21T15:00:00Z',
  actor_id: 'admin-1',
  actor_name: 'Ana Gómez',
  actor_email: 'ana@bonis.co',
  table_name: 'user_profiles',
  row_id: CUSTOMER_ID,
  action: 'update',
  changes: { phone: { before: null, after: '3105551234' } },
};

export const POINTS_ADJUSTMENT = {
  id: 8,
  occurred_at: '2026-11-22T15:00:00Z',
  actor_id: 'admin-1',
  actor_name: 'Ana Gómez',
  actor_email: 'ana@bonis.co',
  table_name: 'user_points',
  row_id: CUSTOMER_ID,
  action: 'update',
  changes: {
    current_points: { before: 1400, after: 1200 },
    reason: { before: null, after: 'Corrección de un pedido duplicado' },
  },
};

export interface CustomerReads {
  customer?: Customer | null;
  balance?: number;
}

/**
 * The database's answers to every read of the customer page: the fixtures above. A test
 * replaces a handler afterwards to say otherwise (the last one set wins).
 */
export function mockCustomerReads({ customer = LUIS, balance = 1200 }: CustomerReads = {}) {
  supabaseMock.table('user_profiles').get(customer ? [customer] : []);
  supabaseMock.table('user_points').get([{ current_points: balance }]);
  supabaseMock.table('orders').get({ rows: [ORDER], count: 1 });
  supabaseMock.table('payments').get({ rows: PAYMENTS, count: 2 });
  supabaseMock.table('points_history').get({ rows: LEDGER, count: 2 });
  supabaseMock.table('membership_purchases').get({ rows: [MEMBERSHIP], count: 1 });
  supabaseMock
    .table('user_bonuses')
    .get({ rows: [ACTIVE_BONUS, EXPIRED_BONUS, USED_BONUS], count: 3 });
  supabaseMock.table('roulette_wins').get({ rows: [WIN, POINTS_WIN], count: 2 });
  supabaseMock.table('points_redemptions_overview').get({ rows: [REDEMPTION], count: 1 });
  supabaseMock.table('gift_purchases_overview').get({ rows: [SENT_GIFT, RECEIVED_GIFT], count: 2 });
  supabaseMock.table('internal_notes').get([NOTE]);
  supabaseMock
    .table('audit_log')
    .get((request) =>
      request.eq('table_name') === 'user_points' ? [POINTS_ADJUSTMENT] : [PROFILE_CHANGE],
    );
}

export interface RenderCustomerPage {
  /** the page's URL (default the customer's page) */
  route?: string;
  /** who is signed in (default an admin) */
  role?: Extract<UserRole, 'admin' | 'staff'>;
}

/**
 * Renders the customer page at `/admin/users/:id` as the admin app routes it, with the
 * signed-in back-office account on the bus and the toasts recorded.
 */
export function renderCustomerPage({
  route = `/admin/users/${CUSTOMER_ID}`,
  role = 'admin',
}: RenderCustomerPage = {}) {
  signInOnBus({ userId: 'admin-1', name: 'Ana', isAdmin: role === 'admin', role });
  const requests = recordBusRequests();
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/users/:id" element={<CustomerPage />} />
      </Routes>
      <Toaster />
    </>,
    { route },
  );
  return { ...view, requests };
}

/** `mockCustomerReads` then `renderCustomerPage`. */
export function setupCustomerPage({
  customer,
  balance,
  ...render
}: CustomerReads & RenderCustomerPage = {}) {
  mockCustomerReads({ customer, balance });
  return renderCustomerPage(render);
}
