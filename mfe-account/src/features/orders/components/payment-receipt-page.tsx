import { useEffect } from 'react';
import { useParams } from 'react-router';
import {
  Badge,
  Button,
  Skeleton,
  VisuallyHidden,
  formatCOP,
  formatDate,
} from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { DB_MESSAGES } from '@bonis/supabase-client';
import { useStoreSettings } from '@bonis/supabase-client/queries';
import { PageHeader as Header, PageTitle as Title } from '../../../components/page-parts.styles';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { usePayment } from '../api/get-payment';
import type { Payment } from '../api/get-payments';
import { paymentInstrumentLine, paymentOutcomeLabel, paymentOutcomeTone } from '../lib/payments';
import { ErrorMessage, Message, SkeletonList, TextLink } from './orders.styles';
import {
  FactGrid,
  Footnote,
  PrintReceiptOnly,
  ReceiptTitle,
  Sheet,
  SheetHeader,
  StoreContact,
  StoreName,
  Toolbar,
  Totals,
} from './receipt.styles';

/** The id of the page's h1; the route names its region with it. */
export const PAYMENT_RECEIPT_TITLE_ID = 'payment-receipt-title';

const TITLE = 'Comprobante de pago';

/**
 * `/orders/pagos/<id>`: one payment's receipt ('Mis pagos' → 'Ver recibo'): the store, the
 * reference, what it paid, the amount, how, when (Bogotá) and its status; for an order's
 * payment, a link to the order's own receipt. 'Imprimir' prints it alone, black on white.
 */
export function PaymentReceiptPage() {
  const session = useSession();
  const { paymentId = '' } = useParams();

  if (session === undefined) return <PaymentReceiptLoading />;
  if (session === null) {
    return (
      <>
        <Header>
          <Title id={PAYMENT_RECEIPT_TITLE_ID}>{TITLE}</Title>
        </Header>
        <Message>
          <p>Inicia sesión para ver tus pagos</p>
          <Button onClick={() => bus.getState().loginRequested('login')}>Iniciar sesión</Button>
        </Message>
      </>
    );
  }
  return <UserPaymentReceipt key={session.userId} userId={session.userId} paymentId={paymentId} />;
}

function PaymentReceiptLoading() {
  return (
    <>
      <Header>
        <Title id={PAYMENT_RECEIPT_TITLE_ID}>{TITLE}</Title>
      </Header>
      <SkeletonList aria-busy="true">
        <VisuallyHidden role="status">Cargando el comprobante…</VisuallyHidden>
        <Skeleton shape="rect" height="320px" data-testid="receipt-skeleton" />
      </SkeletonList>
    </>
  );
}

function UserPaymentReceipt({ userId, paymentId }: { userId: string; paymentId: string }) {
  const payment = usePayment(userId, paymentId);

  useEffect(() => {
    if (payment.error) console.error('[mfe-account] loading a payment failed', payment.error);
  }, [payment.error]);

  if (payment.isPending) return <PaymentReceiptLoading />;
  if (payment.isError || payment.data === null) {
    return (
      <>
        <Header>
          <Title id={PAYMENT_RECEIPT_TITLE_ID}>
            {payment.data === null ? DB_MESSAGES.paymentNotFound : TITLE}
          </Title>
        </Header>
        {payment.isError ? (
          <Message role="alert">
            <ErrorMessage>Error - No se pudo cargar el comprobante</ErrorMessage>
            <Button
              variant="secondary"
              loading={payment.isFetching}
              onClick={() => void payment.refetch()}
            >
              Reintentar
            </Button>
          </Message>
        ) : (
          <Message>
            <p>No encontramos este pago entre tus pagos.</p>
            <TextLink to={paths.payments.getHref()}>Ver mis pagos</TextLink>
          </Message>
        )}
      </>
    );
  }
  return <PaymentReceipt payment={payment.data} />;
}

function PaymentReceipt({ payment }: { payment: Payment }) {
  const store = useStoreSettings();
  const contact = [store.contactEmail, store.contactPhone].filter(Boolean).join(' · ');
  return (
    <>
      <PrintReceiptOnly />
      <Toolbar>
        <TextLink to={paths.payments.getHref()}>Volver a mis pagos</TextLink>
        <Button onClick={() => window.print()}>Imprimir</Button>
      </Toolbar>
      <Sheet data-print-root="" aria-labelledby={PAYMENT_RECEIPT_TITLE_ID}>
        <SheetHeader>
          <div>
            <StoreName>{store.siteName}</StoreName>
            {contact && <StoreContact>{contact}</StoreContact>}
            <ReceiptTitle id={PAYMENT_RECEIPT_TITLE_ID}>{TITLE}</ReceiptTitle>
          </div>
          <Badge tone={paymentOutcomeTone(payment)} data-testid="payment-status">
            {paymentOutcomeLabel(payment)}
          </Badge>
        </SheetHeader>
        <FactGrid>
          <div>
            <dt>Referencia</dt>
            <dd>{payment.reference}</dd>
          </div>
          <div>
            <dt>Descripción</dt>
            <dd>{payment.description}</dd>
          </div>
          <div>
            <dt>Medio de pago</dt>
            <dd>{paymentInstrumentLine(payment)}</dd>
          </div>
          {payment.method === 'pse' && payment.documentType && (
            <div>
              <dt>Tipo de documento</dt>
              <dd>{payment.documentType}</dd>
            </div>
          )}
          <div>
            <dt>Fecha</dt>
            <dd>
              <time dateTime={payment.createdAt}>{formatDate(payment.createdAt, 'datetime')}</time>
            </dd>
          </div>
          {payment.refundedAt && (
            <div>
              <dt>Reembolsado el</dt>
              <dd>
                <time dateTime={payment.refundedAt}>
                  {formatDate(payment.refundedAt, 'datetime')}
                </time>
              </dd>
            </div>
          )}
        </FactGrid>
        <Totals aria-label="Valor del pago">
          <dt data-total="">Valor</dt>
          <dd data-total="">{formatCOP(payment.amount)}</dd>
        </Totals>
        {payment.kind === 'order' && payment.reference && (
          <p data-print-hidden="">
            <TextLink to={paths.orderReceipt.getHref(payment.reference)}>
              Ver el recibo del pedido {payment.reference}
            </TextLink>
          </p>
        )}
        <Footnote>Valores en pesos colombianos (COP). Fechas en hora de Bogotá.</Footnote>
      </Sheet>
    </>
  );
}
