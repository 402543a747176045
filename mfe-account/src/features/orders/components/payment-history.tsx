import { useEffect, useId } from 'react';
import {
  Badge,
  Button,
  EmptyState,
  Skeleton,
  VisuallyHidden,
  formatCOP,
  formatDate,
} from '@bonis/design-system';
import { paths } from '../../../config/paths';
import { usePayments, type Payment } from '../api/get-payments';
import {
  paymentInstrumentLine,
  paymentOutcome,
  paymentOutcomeLabel,
  paymentOutcomeTone,
} from '../lib/payments';
import {
  CountLine,
  ErrorMessage,
  Message,
  Muted,
  PaymentAmount,
  PaymentList,
  PaymentName,
  PaymentRow,
  SkeletonList,
  TextLink,
} from './orders.styles';

function PaymentsSkeleton() {
  return (
    <SkeletonList aria-busy="true">
      <VisuallyHidden role="status">Cargando pagos…</VisuallyHidden>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} shape="rect" height="72px" data-testid="payment-skeleton" />
      ))}
    </SkeletonList>
  );
}

const paymentsWord = (count: number) => (count === 1 ? 'pago' : 'pagos');

/**
 * 'Mis pagos': every payment attempt of the shopper (orders, memberships, gifts), newest first,
 * ten at a time ('Ver más'): the date, what it paid, how ('Tarjeta •••• 4242', 'PSE ·
 * Bancolombia'), the amount and its status ('Aprobado', 'Rechazado', 'Reembolsado'). An approved
 * payment (refunded since, too) links to its receipt.
 */
export function PaymentHistory({ userId }: { userId: string }) {
  const payments = usePayments(userId);

  useEffect(() => {
    if (payments.error) console.error('[mfe-account] loading the payments failed', payments.error);
  }, [payments.error]);

  if (payments.isPending) return <PaymentsSkeleton />;
  // a failed 'Ver más' keeps the payments already shown; only a failed first read replaces them
  if (payments.isError && !payments.data) {
    return (
      <Message role="alert">
        <ErrorMessage>Error - No se pudieron cargar los pagos</ErrorMessage>
        <Button
          variant="secondary"
          loading={payments.isFetching}
          onClick={() => void payments.refetch()}
        >
          Reintentar
        </Button>
      </Message>
    );
  }

  // a payment made while paging would shift the pages: each shows once
  const rows: Payment[] = [];
  const seen = new Set<string>();
  for (const payment of payments.data.pages.flatMap((page) => page.payments)) {
    if (seen.has(payment.id)) continue;
    seen.add(payment.id);
    rows.push(payment);
  }
  const total = payments.data.pages.at(-1)?.total ?? rows.length;

  if (rows.length === 0) {
    return (
      <EmptyState
        title="Aún no tienes pagos"
        description="Cuando pagues un pedido, una membresía o un regalo en línea, lo verás aquí con su recibo."
      />
    );
  }

  return (
    <>
      <CountLine role="status">
        Mostrando {rows.length} de {total} {paymentsWord(total)}
      </CountLine>
      <PaymentList aria-label="Mis pagos">
        {rows.map((payment) => (
          <PaymentItem key={payment.id} payment={payment} />
        ))}
      </PaymentList>
      {payments.isFetchNextPageError && (
        <Message role="alert">
          <ErrorMessage>Error - No se pudieron cargar más pagos</ErrorMessage>
        </Message>
      )}
      {payments.hasNextPage && (
        <Message>
          <Button
            variant="secondary"
            loading={payments.isFetchingNextPage}
            onClick={() => void payments.fetchNextPage()}
          >
            Ver más
          </Button>
        </Message>
      )}
    </>
  );
}

function PaymentItem({ payment }: { payment: Payment }) {
  const nameId = useId();
  const outcome = paymentOutcome(payment);
  return (
    <PaymentRow data-outcome={outcome ?? undefined}>
      <div>
        <PaymentName id={nameId}>{payment.description}</PaymentName>
        <Muted>
          <time dateTime={payment.createdAt}>{formatDate(payment.createdAt, 'datetime')}</time>
          {' · '}
          {paymentInstrumentLine(payment)}
        </Muted>
      </div>
      <Badge tone={paymentOutcomeTone(payment)} size="sm">
        {paymentOutcomeLabel(payment)}
      </Badge>
      <PaymentAmount>{formatCOP(payment.amount)}</PaymentAmount>
      {payment.status === 'approved' && (
        <TextLink to={paths.paymentReceipt.getHref(payment.id)} aria-describedby={nameId}>
          Ver recibo
        </TextLink>
      )}
    </PaymentRow>
  );
}
