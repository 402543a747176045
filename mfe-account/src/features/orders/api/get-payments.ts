import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  getSupabase,
  type BonisClient,
  type PaymentHistoryEntry,
  type PaymentMethod,
} from '@bonis/supabase-client';
import { pageRange } from '../lib/pages';
import { ordersKeys } from './orders-keys';

/** The columns 'Mis pagos' and a payment's receipt read of `payment_history`. */
export const PAYMENT_COLUMNS =
  'id, kind, payable_id, reference, description, amount, method, card_last4, pse_bank, document_type, status, refunded_at, created_at';

/** Payments per 'Ver más'. */
export const PAYMENTS_PAGE_SIZE = 10;

/** One payment attempt of the shopper (approved or declined), of an order, a membership or a gift. */
export interface Payment {
  id: string;
  /** 'order' | 'membership' | 'gift' */
  kind: string;
  /** the order, membership purchase or gift it paid */
  payableId: string | null;
  /** 'BON-…' (the order's number), 'MEM-XXXXXXXX', 'REG-XXXXXXXX' */
  reference: string;
  /** 'Pedido BON-…', 'Membresía Anual', 'Regalo: Membresía Mensual para Ana' */
  description: string;
  /** COP */
  amount: number;
  method: PaymentMethod;
  cardLast4: string | null;
  pseBank: string | null;
  documentType: string | null;
  /** the gateway's answer: 'approved' | 'declined' */
  status: string;
  refundedAt: string | null;
  createdAt: string;
}

type PaymentRow = Pick<
  PaymentHistoryEntry,
  | 'id'
  | 'kind'
  | 'payable_id'
  | 'reference'
  | 'description'
  | 'amount'
  | 'method'
  | 'card_last4'
  | 'pse_bank'
  | 'document_type'
  | 'status'
  | 'refunded_at'
  | 'created_at'
>;

/**
 * A row of the view as the screens use it. The generated types make every column of a view
 * nullable; the columns these come from (`payments`' own, the payable's number or name) never
 * are, so the defaults only keep the types honest.
 */
export const toPayment = (row: PaymentRow): Payment => ({
  id: row.id ?? '',
  kind: row.kind ?? '',
  payableId: row.payable_id,
  reference: row.reference ?? '',
  description: row.description ?? row.reference ?? '',
  amount: row.amount ?? 0,
  method: row.method ?? 'online',
  cardLast4: row.card_last4,
  pseBank: row.pse_bank,
  documentType: row.document_type,
  status: row.status ?? '',
  refundedAt: row.refunded_at,
  createdAt: row.created_at ?? '',
});

export interface PaymentsPage {
  payments: Payment[];
  /** every payment of the shopper, to know whether there are more */
  total: number;
}

/**
 * One page of the caller's payments, newest first (the view holds only the caller's own: it
 * filters by `auth.uid()`).
 */
export async function getPayments(client: BonisClient, page: number): Promise<PaymentsPage> {
  const { from, to } = pageRange(page, PAYMENTS_PAGE_SIZE);
  const { data, count, error } = await client
    .from('payment_history')
    .select(PAYMENT_COLUMNS, { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, to);
  if (error) throw error;
  return { payments: data.map(toPayment), total: count ?? data.length };
}

/** Keyed by user, so one shopper's cached payments are never another's. */
export const paymentsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: ordersKeys.paymentPages(userId),
    queryFn: ({ pageParam }) => getPayments(getSupabase(), pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.payments.length, 0);
      return last.payments.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
    },
  });

/**
 * 'Mis pagos', a page at a time ('Ver más'); read again whenever the tab opens (a payment is
 * made on another remote's page, which doesn't know this remote's keys).
 */
export function usePayments(userId: string) {
  return useInfiniteQuery({ ...paymentsQueryOptions(userId), refetchOnMount: 'always' });
}
