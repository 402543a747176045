import { describe, expect, it } from 'vitest';
import { closedPurchaseRefusal } from './closed-purchase';

describe('closedPurchaseRefusal', () => {
  it.each([
    'El plan cambió; vuelve a elegirlo',
    'La compra expiró - Vuelve a elegir el plan',
    'La compra expiró - Vuelve a comprar el regalo',
    'Pedido vencido - El tiempo para pagar este pedido terminó',
  ])('recognises “%s” as a purchase that can no longer be paid', (message) => {
    expect(closedPurchaseRefusal({ code: 'P0001', message })).toBe(message);
  });

  it('leaves every other refusal and error to be tried again', () => {
    expect(
      closedPurchaseRefusal({ code: 'P0001', message: 'Campos incompletos - Revisa la tarjeta' }),
    ).toBeNull();
    // not the database's own Spanish refusal
    expect(
      closedPurchaseRefusal({ code: '', message: 'El plan cambió; vuelve a elegirlo' }),
    ).toBeNull();
    expect(closedPurchaseRefusal(new Error('Failed to fetch'))).toBeNull();
    expect(closedPurchaseRefusal(undefined)).toBeNull();
  });
});
