import { describe, expect, it } from 'vitest';
import { CARRIERS } from '../lib/carriers';
import { SHIP_ORDER_MESSAGES, shipOrderSchema } from './ship-order';

const messagesOf = (input: unknown) => {
  const result = shipOrderSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the ship form', () => {
  it("offers the database's carriers, in its order", () => {
    expect(CARRIERS).toEqual([
      'Servientrega',
      'Coordinadora',
      'Interrapidísimo',
      'Envía',
      'TCC',
      'Deprisa',
      'Otra',
    ]);
  });

  it('sends the carrier and the tracking number trimmed and uppercased, as the database keeps it', () => {
    expect(
      shipOrderSchema.parse({ p_carrier: 'Envía', p_tracking_number: '  en-0001-abc ' }),
    ).toEqual({ p_carrier: 'Envía', p_tracking_number: 'EN-0001-ABC' });
  });

  it('asks for a carrier of the list', () => {
    expect(messagesOf({ p_carrier: '', p_tracking_number: 'AB12' })).toEqual([
      SHIP_ORDER_MESSAGES.carrierRequired,
    ]);
    expect(messagesOf({ p_carrier: 'DHL', p_tracking_number: 'AB12' })).toEqual([
      'Elige una transportadora',
    ]);
  });

  it('asks for the tracking number, then for one the database accepts', () => {
    expect(messagesOf({ p_carrier: 'TCC', p_tracking_number: '   ' })).toEqual([
      'Escribe el número de guía',
    ]);
    for (const number of ['AB1', 'AB 123', 'AB_123', 'Ñ1234', 'A'.repeat(41)]) {
      expect(messagesOf({ p_carrier: 'TCC', p_tracking_number: number })).toEqual([
        'Escribe un número de guía válido: de 4 a 40 letras, números o guiones',
      ]);
    }
    expect(messagesOf({ p_carrier: 'TCC', p_tracking_number: 'A'.repeat(40) })).toEqual([]);
  });
});
