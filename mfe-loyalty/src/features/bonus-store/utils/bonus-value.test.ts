import { describe, expect, it } from 'vitest';
import { bonusValueLabel } from './bonus-value';

describe('bonusValueLabel', () => {
  it('describes each type of bonus', () => {
    expect(bonusValueLabel({ type: 'discount', value: 15 })).toBe('15% de descuento');
    expect(bonusValueLabel({ type: 'voucher', value: 20000 }).replace(/\s/g, ' ')).toBe(
      '$ 20.000 de descuento',
    );
    expect(bonusValueLabel({ type: 'free_shipping', value: 1 })).toBe('Envío gratis');
    expect(bonusValueLabel({ type: 'product', value: 35000 }).replace(/\s/g, ' ')).toBe(
      'Producto de $ 35.000',
    );
  });
});
