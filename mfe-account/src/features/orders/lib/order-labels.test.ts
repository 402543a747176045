import { describe, expect, it } from 'vitest';
import { Constants, type OrderStatus, type PaymentStatus } from '@bonis/supabase-client';
import {
  describeOrderStatus,
  describePaymentStatus,
  orderStatusLabels,
  paymentMethodLabel,
  paymentMethodLabels,
  paymentStatusLabels,
} from './order-labels';

const { order_status, payment_status, payment_method } = Constants.public.Enums;

describe('order labels', () => {
  it('names every order status in Spanish', () => {
    expect(order_status.map((status) => orderStatusLabels[status])).toEqual([
      'Pendiente',
      'Confirmado',
      'En preparación',
      'Enviado',
      'Entregado',
      'Cancelado',
    ]);
  });

  it('names every payment status and payment method in Spanish', () => {
    expect(payment_status.map((status) => paymentStatusLabels[status])).toEqual([
      'Pago pendiente',
      'Pagado',
      'Pago fallido',
      'Reembolsado',
    ]);
    expect(payment_method.map((method) => paymentMethodLabels[method])).toEqual([
      'Efectivo contra entrega',
      'Pago en línea',
      'Tarjeta de crédito',
      'PSE',
    ]);
  });

  it('gives each status a badge colour: waiting amber, done green, failed red', () => {
    expect(describeOrderStatus('pending')).toEqual({
      label: 'Pendiente',
      variant: 'pocas-unidades',
    });
    expect(describeOrderStatus('confirmed').variant).toBe('info');
    expect(describeOrderStatus('shipped').variant).toBe('popular');
    expect(describeOrderStatus('delivered')).toEqual({ label: 'Entregado', variant: 'activo' });
    expect(describeOrderStatus('cancelled').variant).toBe('oferta');
    expect(describePaymentStatus('pending').variant).toBe('pocas-unidades');
    expect(describePaymentStatus('paid')).toEqual({ label: 'Pagado', variant: 'activo' });
    expect(describePaymentStatus('failed').variant).toBe('oferta');
    expect(describePaymentStatus('refunded').variant).toBe('inactivo');
  });

  it('shows a value the generated types do not know yet as it is, in a neutral badge', () => {
    expect(describeOrderStatus('returned' as OrderStatus)).toEqual({
      label: 'returned',
      variant: 'neutral',
    });
    expect(describePaymentStatus('disputed' as PaymentStatus).variant).toBe('neutral');
    expect(paymentMethodLabel('nequi' as never)).toBe('nequi');
  });
});
