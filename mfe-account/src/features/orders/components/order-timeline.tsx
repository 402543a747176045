import { useEffect, useId } from 'react';
import { Button, Card, SkeletonText, VisuallyHidden, formatDate } from '@bonis/design-system';
import type { OrderDetail } from '../api/get-order';
import { useOrderEvents } from '../api/get-order-events';
import { orderTimeline } from '../lib/timeline';
import {
  ErrorMessage,
  PanelMessage,
  SectionHeader,
  Step,
  StepDetail,
  StepLabel,
  StepMarker,
  Steps,
} from './orders.styles';

/**
 * 'Seguimiento': where the order is on its way, as an ordered list of steps ('Creado',
 * 'Pagado', 'En preparación', 'Enviado' with its tracking number, 'Entregado'; or 'Cancelado',
 * 'Reembolsado'), each with when it happened (Bogotá time) or 'Pendiente'. The current step is
 * `aria-current="step"`.
 */
export function OrderTimeline({ userId, order }: { userId: string; order: OrderDetail }) {
  const titleId = useId();
  const events = useOrderEvents(userId, order.id);

  useEffect(() => {
    if (events.error) console.error('[mfe-account] loading an order timeline failed', events.error);
  }, [events.error]);

  return (
    <Card as="section" padding="lg" aria-labelledby={titleId}>
      <SectionHeader>
        <h2 id={titleId}>Seguimiento</h2>
      </SectionHeader>
      {events.isPending ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">Cargando el seguimiento…</VisuallyHidden>
          <SkeletonText lines={5} />
        </div>
      ) : events.isError ? (
        <PanelMessage role="alert">
          <ErrorMessage>No se pudo cargar el seguimiento</ErrorMessage>
          <Button
            variant="secondary"
            size="sm"
            loading={events.isFetching}
            onClick={() => void events.refetch()}
          >
            Reintentar
          </Button>
        </PanelMessage>
      ) : (
        <Steps aria-labelledby={titleId}>
          {orderTimeline(
            {
              status: order.status,
              paymentStatus: order.paymentStatus,
              paymentMethod: order.paymentMethod,
              createdAt: order.createdAt,
              paidAt: order.paidAt,
              carrier: order.shipment.carrier,
              trackingNumber: order.shipment.trackingNumber,
            },
            events.data,
          ).map((step) => (
            <Step
              key={step.kind}
              data-state={step.state}
              data-kind={step.kind}
              aria-current={step.current ? 'step' : undefined}
            >
              <StepMarker aria-hidden="true" />
              <StepLabel>{step.label}</StepLabel>
              {step.state === 'pending' ? (
                <StepDetail>Pendiente</StepDetail>
              ) : step.at ? (
                <StepDetail>
                  <time dateTime={step.at}>{formatDate(step.at, 'datetime')}</time>
                </StepDetail>
              ) : (
                <StepDetail>Completado</StepDetail>
              )}
              {step.detail && <StepDetail data-detail="">{step.detail}</StepDetail>}
            </Step>
          ))}
        </Steps>
      )}
    </Card>
  );
}
