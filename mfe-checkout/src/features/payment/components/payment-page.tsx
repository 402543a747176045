import { useId, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, formatCOP, RadioGroup, Skeleton, Spinner } from '@bonis/design-system';
import { useBus } from '@bonis/design-system/bus';
import type { Payable, PaymentResult } from '@bonis/supabase-client';
import { shopperMessage, toastMessage } from '@bonis/supabase-client/queries';
import { CheckoutPage } from '../../../components/checkout-page';
import { usePay, type PaymentInput } from '../api/confirm-payment';
import { isUuid, usePayable } from '../api/get-payable';
import { CardForm } from './card-form';
import { PseForm } from './pse-form';
import * as S from './payment-page.styles';

const PAYMENT_FAILED = 'Error - No se pudo procesar el pago';

type Method = 'credit_card' | 'pse';

const METHODS = [
  { value: 'credit_card', label: 'Tarjeta de crédito o débito' },
  { value: 'pse', label: 'PSE', hint: 'Débito desde tu cuenta bancaria' },
] as const;

/** Where an order's confirmation lives. */
const confirmationOf = (reference: string) => `/orders/${encodeURIComponent(reference)}`;

/**
 * /payment?order=<id>: pays an order placed for online payment, by card or PSE, through the
 * database's simulated gateway. The order is read from the database (a reload works); no order,
 * someone else's or a cancelled one goes to /cart; a cash order, or one already paid, goes to
 * its confirmation.
 */
export function PaymentPage() {
  const titleId = useId();
  const session = useBus((state) => state.session);
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const payable = usePayable(session?.userId, 'order', orderId);

  if (session === null || orderId === null || !isUuid(orderId)) {
    return <Navigate to="/cart" replace />;
  }
  if (session === undefined || payable.isPending) {
    return (
      <CheckoutPage route="/payment" labelledBy={titleId}>
        <S.Title id={titleId}>Pago</S.Title>
        <Spinner label="Cargando el pedido…" />
        <S.Layout aria-hidden="true">
          <Skeleton shape="rect" height={320} />
          <Skeleton shape="rect" height={180} />
        </S.Layout>
      </CheckoutPage>
    );
  }
  if (payable.isError) {
    return (
      <CheckoutPage route="/payment" labelledBy={titleId}>
        <S.Title id={titleId}>Pago</S.Title>
        <S.Declined role="alert">
          <p>No se pudo cargar el pedido.</p>
          <Button variant="secondary" size="sm" onClick={() => void payable.refetch()}>
            Reintentar
          </Button>
        </S.Declined>
      </CheckoutPage>
    );
  }
  const order = payable.data;
  if (!order?.id || !order.reference) return <Navigate to="/cart" replace />;
  if (order.payment_status === 'paid' || order.payment_method === 'cash') {
    return <Navigate to={confirmationOf(order.reference)} replace />;
  }
  return (
    <CheckoutPage route="/payment" labelledBy={titleId}>
      <PaymentForm titleId={titleId} userId={session.userId} order={order} />
    </CheckoutPage>
  );
}

function PaymentForm({
  titleId,
  userId,
  order,
}: {
  titleId: string;
  userId: string;
  order: Payable;
}) {
  const navigate = useNavigate();
  const [method, setMethod] = useState<Method>('credit_card');
  const [declined, setDeclined] = useState(false);
  const pay = usePay(userId);
  const reference = order.reference ?? '';
  const amount = order.amount ?? 0;

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
      setDeclined(true);
      toastMessage(PAYMENT_FAILED);
      return;
    }
    toastMessage(`¡Pago exitoso! - Tu pedido ${result.reference} ha sido confirmado`, 'success');
    navigate(confirmationOf(result.reference), { replace: true });
  };

  const processing = pay.isPending;
  const payLabel = `Pagar ${formatCOP(amount)}`;
  const common = { orderId: order.id ?? '', processing, payLabel, onPay: submit };

  return (
    <>
      <S.Title id={titleId}>Pago</S.Title>
      <S.Lead>
        {order.description ?? `Pedido ${reference}`} · Total {formatCOP(amount)}
      </S.Lead>
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
          {declined && (
            <S.Declined role="alert">
              Tu pago fue rechazado. Revisa los datos o usa otro medio de pago e inténtalo de nuevo.
            </S.Declined>
          )}
          {method === 'credit_card' ? <CardForm {...common} /> : <PseForm {...common} />}
          {processing && (
            <S.Processing>
              <Spinner size="sm" label="Procesando pago…" />
              <span aria-hidden="true">Procesando pago…</span>
            </S.Processing>
          )}
          <S.Hint>
            Pago simulado: no se hace ningún cobro. Tarjeta aprobada: 4242 4242 4242 4242; tarjeta
            rechazada: 4000 0000 0000 0002 (cualquier titular, fecha futura y CVV).
          </S.Hint>
        </S.Panel>
        <S.Summary aria-label="Resumen del pago">
          <S.SummaryRow>
            <span>Pedido</span>
            <span>{reference}</span>
          </S.SummaryRow>
          <S.SummaryRow data-total="">
            <span>Total a pagar</span>
            <span>{formatCOP(amount)}</span>
          </S.SummaryRow>
          <Button variant="secondary" onClick={() => navigate('/checkout')} disabled={processing}>
            Volver
          </Button>
        </S.Summary>
      </S.Layout>
    </>
  );
}
