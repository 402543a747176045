import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getSupabase,
  type BonisClient,
  type Json,
  type PaymentResult,
} from '@bonis/supabase-client';
import { refreshHeaderCounts, sharedKeys } from '@bonis/supabase-client/queries';
import type { PayableKind } from './get-payable';

/** The simulated gateway "processes" for this long before it answers (storefront spec §9). */
export const PROCESSING_MS = 2_000;

export interface CardDetails {
  holder: string;
  /** digits only */
  number: string;
  /** 'MM/AA' */
  expiry: string;
  cvv: string;
}

export interface PseDetails {
  bank: string;
  documentType: 'CC' | 'CE' | 'NIT';
  documentNumber: string;
}

/** What is paid: one payable record of the caller. */
export interface PayTarget {
  kind: PayableKind;
  id: string;
}

export type PaymentInput =
  | (PayTarget & { method: 'credit_card'; details: CardDetails })
  | (PayTarget & { method: 'pse'; details: PseDetails });

/**
 * Pays through the database's simulated gateway (`confirm_payment`), which checks the details
 * again (Luhn, expiry, the decline test card, the PSE bank) and keeps only the card's last four
 * digits. A declined card is an answer, not an error: `approved: false`. Throws the PostgREST
 * error (incomplete details, a cash order…), whose message is Spanish.
 */
export async function confirmPayment(
  client: BonisClient,
  input: PaymentInput,
): Promise<PaymentResult> {
  const { data, error } = await client.rpc('confirm_payment', {
    p_kind: input.kind,
    p_id: input.id,
    p_payment_method: input.method,
    p_details: input.details as unknown as Json,
  });
  if (error) throw error;
  return data as unknown as PaymentResult;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface PayOptions {
  /**
   * Called with the error of a refused payment before anything is read again (TanStack runs a
   * mutation's `onError` before its `onSettled`): the page can hold what the refusal says
   * even when the re-read no longer finds the purchase (a closed gift is not listed).
   */
  onError?: (error: Error) => void;
}

/**
 * Pays, with the gateway's processing time: the answer shows no sooner than PROCESSING_MS after
 * the click (the call runs meanwhile). Then everything read for the user is re-read (the payable,
 * a membership's quote, their orders, memberships and gifts) and the header's points follow (a
 * paid order earns points); a membership reaches the session through its realtime profile row.
 */
export function usePay(userId: string, { onError }: PayOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    onError,
    mutationFn: async (input: PaymentInput) => {
      const [result] = await Promise.all([
        confirmPayment(getSupabase(), input),
        wait(PROCESSING_MS),
      ]);
      return result;
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: sharedKeys.user(userId) });
      try {
        await refreshHeaderCounts(queryClient, userId);
      } catch (error) {
        console.error('[mfe-checkout] reading the header counts after a payment failed', error);
      }
    },
  });
}
