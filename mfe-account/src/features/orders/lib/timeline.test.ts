import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '../api/get-order-events';
import { orderTimeline, type TimelineOrder } from './timeline';

const CREATED = '2026-11-25T15:00:00Z';
const event = (kind: string, occurredAt: string, extra: Partial<OrderEvent> = {}): OrderEvent => ({
  kind,
  occurredAt,
  carrier: null,
  trackingNumber: null,
  ...extra,
});

const paidOnline: TimelineOrder = {
  status: 'confirmed',
  paymentStatus: 'paid',
  paymentMethod: 'credit_card',
  createdAt: CREATED,
  paidAt: '2026-11-25T15:01:00Z',
  carrier: null,
  trackingNumber: null,
};

/** Each step as 'Label: state (when)', to read a timeline in one line. */
const read = (order: TimelineOrder, events: OrderEvent[]) =>
  orderTimeline(order, events).map(
    (step) =>
      `${step.label}: ${step.state}${step.at ? ` ${step.at}` : ''}${step.detail ? ` [${step.detail}]` : ''}${step.current ? ' *' : ''}`,
  );

describe("the shopper's order timeline", () => {
  it('shows a paid order created and paid, the rest still to come', () => {
    expect(
      read(paidOnline, [
        event('created', CREATED),
        event('paid', '2026-11-25T15:01:00Z'),
        event('confirmed', '2026-11-25T15:01:00Z'),
      ]),
    ).toEqual([
      `Creado: done ${CREATED}`,
      'Pagado: done 2026-11-25T15:01:00Z *',
      'En preparación: pending',
      'Enviado: pending',
      'Entregado: pending',
    ]);
  });

  it('names the carrier and tracking number on the shipped step', () => {
    const steps = read(
      { ...paidOnline, status: 'shipped', carrier: 'Servientrega', trackingNumber: 'SV-123456' },
      [
        event('created', CREATED),
        event('paid', '2026-11-25T15:01:00Z'),
        event('preparing', '2026-11-26T14:00:00Z'),
        event('shipped', '2026-11-27T13:00:00Z', {
          carrier: 'Servientrega',
          trackingNumber: 'SV-1',
        }),
      ],
    );
    // the order's number is the current one (a correction writes no new event)
    expect(steps.slice(2)).toEqual([
      'En preparación: done 2026-11-26T14:00:00Z',
      'Enviado: done 2026-11-27T13:00:00Z [Guía: Servientrega SV-123456] *',
      'Entregado: pending',
    ]);
  });

  it('counts a step the store skipped as reached, without a date', () => {
    expect(
      read({ ...paidOnline, status: 'delivered' }, [
        event('created', CREATED),
        event('paid', '2026-11-25T15:01:00Z'),
        event('delivered', '2026-11-28T20:00:00Z'),
      ]).slice(2),
    ).toEqual(['En preparación: done', 'Enviado: done', 'Entregado: done 2026-11-28T20:00:00Z *']);
  });

  it("puts a cash order's payment after the last step reached, and never waits for it", () => {
    const cash: TimelineOrder = {
      ...paidOnline,
      paymentMethod: 'cash',
      paymentStatus: 'pending',
      paidAt: null,
      status: 'shipped',
    };
    expect(read(cash, [event('created', CREATED)])).toEqual([
      `Creado: done ${CREATED}`,
      'En preparación: done',
      'Enviado: done *',
      'Entregado: pending',
    ]);
    expect(
      read({ ...cash, status: 'delivered', paymentStatus: 'paid' }, [
        event('created', CREATED),
        event('delivered', '2026-11-28T20:00:00Z'),
        event('paid', '2026-11-28T20:05:00Z'),
      ]).slice(-2),
    ).toEqual(['Entregado: done 2026-11-28T20:00:00Z', 'Pagado: done 2026-11-28T20:05:00Z *']);
  });

  it('ends a cancelled order at its cancellation, with nothing pending', () => {
    expect(
      read({ ...paidOnline, status: 'cancelled' }, [
        event('created', CREATED),
        event('paid', '2026-11-25T15:01:00Z'),
        event('cancelled', '2026-11-25T18:00:00Z'),
      ]),
    ).toEqual([
      `Creado: done ${CREATED}`,
      'Pagado: done 2026-11-25T15:01:00Z',
      'Cancelado: done 2026-11-25T18:00:00Z *',
    ]);
  });

  it('ends a cancelled and refunded order with both, in the order they happened', () => {
    expect(
      read({ ...paidOnline, status: 'cancelled', paymentStatus: 'refunded' }, [
        event('created', CREATED),
        event('paid', '2026-11-25T15:01:00Z'),
        event('preparing', '2026-11-25T16:00:00Z'),
        event('refunded', '2026-11-25T18:00:00Z'),
        event('cancelled', '2026-11-25T18:30:00Z'),
      ]).slice(2),
    ).toEqual([
      'En preparación: done 2026-11-25T16:00:00Z',
      'Reembolsado: done 2026-11-25T18:00:00Z',
      'Cancelado: done 2026-11-25T18:30:00Z *',
    ]);
  });

  it('does not count an online payment that failed', () => {
    expect(
      read({ ...paidOnline, status: 'pending', paymentStatus: 'failed', paidAt: null }, [
        event('created', CREATED),
        event('payment_failed', '2026-11-25T15:01:00Z'),
      ]).slice(0, 2),
    ).toEqual([`Creado: done ${CREATED} *`, 'Pagado: pending']);
  });
});
