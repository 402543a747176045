import { describe, expect, it } from 'vitest';
import { shopperMessage } from './errors';

describe('shopperMessage', () => {
  it("passes on the Spanish message of the store's own refusals", () => {
    for (const code of ['P0001', 'P0002', '22023']) {
      expect(shopperMessage({ code, message: 'No hay suficiente stock' })).toBe(
        'No hay suficiente stock',
      );
    }
  });

  it('keeps back anything else: RLS, PostgREST, network errors and non-errors', () => {
    expect(shopperMessage({ code: '42501', message: 'permission denied' })).toBeUndefined();
    expect(shopperMessage({ code: 'PGRST116', message: 'Cannot coerce' })).toBeUndefined();
    expect(shopperMessage(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(shopperMessage({ code: 'P0001', message: '' })).toBeUndefined();
    expect(shopperMessage('P0001')).toBeUndefined();
    expect(shopperMessage(null)).toBeUndefined();
  });
});
