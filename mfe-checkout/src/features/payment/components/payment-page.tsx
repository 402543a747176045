import { useEffect, useId, useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button, formatCOP, formatDate, RadioGroup, Skeleton, Spinner } from '@bonis/design-system';
import { useBus } from '@bonis/design-system/bus';
import { DB_MESSAGES, type Payable, type PaymentResult } from '@bonis/supabase-client';
import { giftsHref, membershipHref, orderHref } from '@bonis/contracts/links';
import { shopperMessage, toastMessage } from '@bonis/supabase-client/queries';
import { CheckoutPage } from '../../../components/checkout-page';
import { paths } from '../../../config/paths';
import { usePay, type PaymentInput, type PayTarget } from '../api/confirm-payment';
import { isUuid, payableFromSearch, usePayable, type PayableKind } from '../api/get-payable';
import { useMembershipQuote } from '../api/get-membership-quote';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { CARD_EXPIRED } from '../schemas/payment';
import { closedPurchaseRefusal, TIME_UP_MESSAGES } from '../utils/closed-purchase';
import { CardForm } from './card-form';
import { MembershipOutcome } from './membership-outcome';
import { PayDeadline } from './pay-deadline';
import { PseForm } from './pse-form';
import { PurchaseClosed } from './purchase-closed';
import * as S from './payment-page.styles';

/** Spec §8: a payment that failed without a message of the database's (the same words). */
const PAYMENT_FAILED = DB_MESSAGES.paymentFailed;

type Method = 'credit_card' | 'pse';

const METHODS = [
  { value: 'credit_card', label: 'Tarjeta de crédito o débito' },
  { value: 'pse', label: 'PSE', hint: 'Débito desde tu cuenta bancaria' },
] as const;

/** How the page speaks of each kind of payable, and where it sends the shopper. */
interface KindRules {
  /** the thing paid, with its article: 'el pedido' */
  noun: string;
  /** the summary's label for the reference */
  label: string;
  /** where the shopper goes once it is paid (or when it already was) */
  done: (payable: { id: string; reference: string }) => string;
  /**
   * where an unknown id (made up, someone else's, cancelled) sends the shopper, and where they
   * choose again when the purchase can't be paid any more
   */
  missing: string;
  /** the link to `missing` under a purchase that can't be paid any more */
  again: string;
  /**
   * 'Volver': an order's own page (its place in the history, before /payment: checkout replaced
   * itself with it), where 'Pagar ahora' brings the shopper back while it is unpaid
   */
  back: (payable: { reference: string }) => string;
  /** the approved payment's toast ('Título - Descripción') */
  success: (result: PaymentResult) => string;
}

/** A gift's delivery line: sent now, or the day it will arrive. */
function giftDelivery(gift: NonNullable<PaymentResult['gift']>): string {
  return gift.status === 'pending'
    ? `llegará a ${gift.recipient_email} el ${formatDate(gift.delivery_date)}`
    : `enviado a ${gift.recipient_email}`;
}

const KIND_RULES: Record<PayableKind, KindRules> = {
  order: {
    noun: 'el pedido',
    label: 'Pedido',
    // an order's confirmation is mfe-account's page of the order
    done: ({ reference }) => orderHref(reference),
    missing: paths.cart.getHref(),
    again: 'Volver al carrito',
    back: ({ reference }) => orderHref(reference),
    success: (result) => `¡Pago exitoso! - Tu pedido ${result.reference} ha sido confirmado`,
  },
  membership: {
    noun: 'la membresía',
    label: 'Membresía',
    done: () => membershipHref(),
    missing: membershipHref(),
    again: 'Ver los planes',
    back: () => membershipHref(),
    success: ({ membership }) =>
      `¡Membresía ${membership?.plan_name ?? ''} activada exitosamente! - Vence el ${formatDate(
        membership?.expires_on,
      )}`,
  },
  gift: {
    noun: 'el regalo',
    label: 'Regalo',
    done: ({ id }) => giftsHref(id),
    missing: giftsHref(),
    again: 'Volver a Regalos',
    back: () => giftsHref(),
    success: ({ gift }) =>
      gift
        ? `¡Regalo enviado! - Código ${gift.gift_code}: ${giftDelivery(gift)}`
        : '¡Regalo enviado!',
  },
};

/**
 * /payment?order=<id> | ?membership=<id> | ?gift=<id>: pays one payable record of the caller (an
 * order placed for online payment, a membership plan or a gift) by card or PSE, through the
 * database's simulated gateway. The record is read from the database (a reload works); an
 * unknown one sends the shopper back (an order to /cart, a membership to /membership, a gift to
 * /regalos); a cash order, or anything already paid, goes to where it is confirmed. A membership
 * shows what it gives before it is paid (`membership_purchase_quote`). While it is unpaid the
 * page counts down the time left to pay it (`pay_by`); when that runs out, or the database
 * won't take the purchase any more (the plan changed, its 30 minutes went by, the plan adds
 * nothing to the running one), the page shows why, with the way back to choose again, instead
 * of the form. 'Volver' goes to an order's own page (checkout left it in the history, before
 * /payment, so the browser's back goes there too), or back to a membership's or gift's page.
 */
export function PaymentPage() {
  const titleId = useId();
  const session = useBus((state) => state.session);
  const [params] = useSearchParams();
  const named = payableFromSearch(params);
  const kind = named?.kind ?? 'order';
  const rules = KIND_RULES[kind];
  const payable = usePayable(session?.userId, kind, named?.id ?? null);
  const quote = useMembershipQuote(session?.userId, named?.kind === 'membership' ? named.id : null);
  /**
   * The payment was refused for good (the purchase closed). Kept here, above the re-read that
   * follows the payment: a closed gift may no longer be listed, and the page must not move on.
   */
  const [closed, setClosed] = useState<{ id: string; message: string } | null>(null);

  if (session === null || named === null || !isUuid(named.id)) {
    return <Navigate to={rules.missing} replace />;
  }
  if (closed?.id === named.id) {
    return <ClosedPage titleId={titleId} kind={kind} message={closed.message} />;
  }
  if (session === undefined || payable.isPending) {
    return <PaymentLoading titleId={titleId} noun={rules.noun} />;
  }
  if (payable.isError) {
    return (
      <PaymentLoadError
        titleId={titleId}
        noun={rules.noun}
        onRetry={() => void payable.refetch()}
      />
    );
  }
  const record = payable.data;
  if (!record?.id || !record.reference) return <Navigate to={rules.missing} replace />;
  if (record.payment_status === 'paid' || record.payment_method === 'cash') {
    return <Navigate to={rules.done({ id: record.id, reference: record.reference })} replace />;
  }
  const { id } = record;
  const form = {
    titleId,
    userId: session.userId,
    target: { kind, id },
    payable: record,
    onClosed: (message: string) => setClosed({ id, message }),
  };
  if (kind === 'membership') return <MembershipPayment {...form} quote={quote} />;
  return (
    <CheckoutPage route="/payment" labelledBy={titleId}>
      <PaymentForm {...form} />
    </CheckoutPage>
  );
}

/** The page while the record (and a membership's quote) is read. */
function PaymentLoading({ titleId, noun }: { titleId: string; noun: string }) {
  return (
    <CheckoutPage route="/payment" labelledBy={titleId}>
      <S.Title id={titleId}>Pago</S.Title>
      <Spinner label={`Cargando ${noun}…`} />
      <S.Layout aria-hidden="true">
        <Skeleton shape="rect" height={320} />
        <Skeleton shape="rect" height={180} />
      </S.Layout>
    </CheckoutPage>
  );
}

function PaymentLoadError({
  titleId,
  noun,
  onRetry,
}: {
  titleId: string;
  noun: string;
  onRetry: () => void;
}) {
  return (
    <CheckoutPage route="/payment" labelledBy={titleId}>
      <S.Title id={titleId}>Pago</S.Title>
      <S.Declined role="alert">
        <p>No se pudo cargar {noun}.</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Reintentar
        </Button>
      </S.Declined>
    </CheckoutPage>
  );
}

interface PaymentFormProps {
  titleId: string;
  userId: string;
  target: PayTarget;
  payable: Payable;
  /** the database refused the payment for good: the purchase can't be paid any more */
  onClosed: (message: string) => void;
  /** what the purchase gives, between the lead and the form */
  outcome?: ReactNode;
}

/**
 * A membership: its quote says what paying it gives (shown above the form) or why it can't be
 * paid (then the reason and the way back to /membership, instead of the form).
 */
function MembershipPayment({
  quote,
  ...props
}: PaymentFormProps & { quote: ReturnType<typeof useMembershipQuote> }) {
  const { titleId } = props;
  const rules = KIND_RULES.membership;
  const refused = quote.error ? shopperMessage(quote.error) : undefined;

  useEffect(() => {
    if (quote.error && !refused) {
      console.error('[mfe-checkout] reading the membership quote failed', quote.error);
    }
  }, [quote.error, refused]);

  // A quote already read stays while it is read again (after a declined card, say).
  if (quote.data === undefined) {
    if (!quote.isError) return <PaymentLoading titleId={titleId} noun={rules.noun} />;
    if (refused) return <ClosedPage titleId={titleId} kind="membership" message={refused} />;
    return (
      <PaymentLoadError titleId={titleId} noun={rules.noun} onRetry={() => void quote.refetch()} />
    );
  }
  if (!quote.data.payable) {
    return (
      <ClosedPage
        titleId={titleId}
        kind="membership"
        message={quote.data.message ?? PAYMENT_FAILED}
      />
    );
  }
  return (
    <CheckoutPage route="/payment" labelledBy={titleId}>
      <PaymentForm {...props} outcome={<MembershipOutcome quote={quote.data} />} />
    </CheckoutPage>
  );
}

/** The page of a purchase that can't be paid (any more): why, and where to choose again. */
function ClosedPage({
  titleId,
  kind,
  message,
}: {
  titleId: string;
  kind: PayableKind;
  message: string;
}) {
  const rules = KIND_RULES[kind];
  return (
    <CheckoutPage route="/payment" labelledBy={titleId}>
      <S.Title id={titleId}>Pago</S.Title>
      <PurchaseClosed message={message} backTo={rules.missing} backLabel={rules.again} />
    </CheckoutPage>
  );
}

function PaymentForm({ titleId, userId, target, payable, onClosed, outcome }: PaymentFormProps) {
  const navigate = useNavigate();
  const [method, setMethod] = useState<Method>('credit_card');
  const [declined, setDeclined] = useState<PaymentResult['decline_reason'] | false>(false);
  const pay = usePay(userId, {
    // before the re-read that follows the payment, so the page stays to say why
    onError: (error) => {
      const closed = closedPurchaseRefusal(error);
      if (closed) onClosed(closed);
    },
  });
  const rules = KIND_RULES[target.kind];
  const reference = payable.reference ?? '';
  const amount = payable.amount ?? 0;
  const processing = pay.isPending;
  const secondsLeft = useSecondsLeft(payable.pay_by);
  const timeUp = secondsLeft === 0;

  // The time to pay ran out: the form stops (a payment already on its way is answered first:
  // approved, the page moves on; else the database refuses it as expired).
  useEffect(() => {
    if (timeUp && !processing) onClosed(TIME_UP_MESSAGES[target.kind]);
  }, [timeUp, processing, onClosed, target.kind]);

  const submit = async (input: PaymentInput) => {
    setDeclined(false);
    let result: PaymentResult;
    try {
      result = await pay.mutateAsync(input);
    } catch (error) {
      console.error('[mfe-checkout] the payment failed', error);
      toastMessage(shopperMessage(error) ?? PAYMENT_FAILED);
      return;
    }
    if (!result.approved) {
      setDeclined(result.decline_reason ?? null);
      toastMessage(result.decline_reason === 'expired' ? CARD_EXPIRED : PAYMENT_FAILED);
      return;
    }
    toastMessage(rules.success(result), 'success');
    navigate(rules.done({ id: result.id, reference: result.reference }), { replace: true });
  };

  const payLabel = `Pagar ${formatCOP(amount)}`;
  const common = { target, processing, payLabel, onPay: submit };

  return (
    <>
      <S.Title id={titleId}>Pago</S.Title>
      <S.Lead>
        {payable.description ?? `${rules.label} ${reference}`} · Total {formatCOP(amount)}
      </S.Lead>
      {secondsLeft !== null && <PayDeadline secondsLeft={secondsLeft} />}
      {outcome}
      <S.Layout>
        <S.Panel>
          <RadioGroup
            legend="Método de pago"
            name="payment-method"
            orientation="horizontal"
            options={METHODS}
            value={method}
            onValueChange={(value) => {
              setMethod(value as Method);
              setDeclined(false);
            }}
            disabled={processing}
          />
          {declined !== false && (
            <S.Declined role="alert">
              {declined === 'expired'
                ? 'Tu tarjeta está vencida. Revisa la fecha de vencimiento o usa otra tarjeta.'
                : 'Tu pago fue rechazado. Revisa los datos o usa otro medio de pago e inténtalo de nuevo.'}
            </S.Declined>
          )}
          {method === 'credit_card' ? <CardForm {...common} /> : <PseForm {...common} />}
          {processing && (
            <S.Processing>
              <Spinner size="sm" label="Procesando pago…" />
              <span aria-hidden="true">Procesando pago…</span>
            </S.Processing>
          )}
        </S.Panel>
        <S.Summary aria-label="Resumen del pago">
          <S.SummaryRow>
            <span>{rules.label}</span>
            <span>{reference}</span>
          </S.SummaryRow>
          <S.SummaryRow data-total="">
            <span>Total a pagar</span>
            <span>{formatCOP(amount)}</span>
          </S.SummaryRow>
          <Button
            variant="secondary"
            onClick={() => navigate(rules.back({ reference }))}
            disabled={processing}
          >
            Volver
          </Button>
        </S.Summary>
      </S.Layout>
    </>
  );
}
