import {
  PAYMENT_ATTEMPT_LABELS,
  PAYMENT_ATTEMPT_TONES,
  paymentAttemptLabel,
  paymentAttemptOutcome,
  paymentAttemptTone,
  paymentMethodLabel,
  type PaymentAttemptOutcome,
  type PaymentMethod,
} from '@bonis/supabase-client';

/**
 * Where one payment attempt stands: the shared vocabulary's words ('Aprobado', 'Rechazado',
 * 'Reembolsado'), the same the back office's customer page uses.
 */
export type PaymentOutcome = PaymentAttemptOutcome;
export const PAYMENT_OUTCOME_LABELS = PAYMENT_ATTEMPT_LABELS;
export const PAYMENT_OUTCOME_TONES = PAYMENT_ATTEMPT_TONES;

export const paymentOutcome = ({
  status,
  refundedAt,
}: {
  status: string;
  refundedAt: string | null;
}) => paymentAttemptOutcome(status, refundedAt !== null);

export const paymentOutcomeLabel = ({
  status,
  refundedAt,
}: {
  status: string;
  refundedAt: string | null;
}) => paymentAttemptLabel(status, refundedAt !== null);

export const paymentOutcomeTone = ({
  status,
  refundedAt,
}: {
  status: string;
  refundedAt: string | null;
}) => paymentAttemptTone(status, refundedAt !== null);

/** What paid, as a payment records it. */
export interface PaymentInstrument {
  method: PaymentMethod;
  cardLast4: string | null;
  pseBank: string | null;
}

/**
 * How a payment was made, in one line: 'Tarjeta •••• 4242', 'PSE · Bancolombia', or the
 * method's word when the card or the bank is not recorded.
 */
export function paymentInstrumentLine({ method, cardLast4, pseBank }: PaymentInstrument): string {
  if (method === 'credit_card' && cardLast4) return `Tarjeta •••• ${cardLast4}`;
  if (method === 'pse' && pseBank) return `PSE · ${pseBank}`;
  return paymentMethodLabel(method);
}
