import { describe, expect, it } from 'vitest';
import { NEW_PRIZE, parseDecimal, prizeFormSchema, type PrizeFormInput } from './prize-form';

const valid: PrizeFormInput = { ...NEW_PRIZE, name: 'Bono', value: '20', probability: '10' };

const messages = (input: PrizeFormInput, otherSum: number | null = 0) => {
  const result = prizeFormSchema(otherSum).safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the prize form', () => {
  it('reads numbers written with a comma or a point', () => {
    expect(parseDecimal('12,5')).toEqual({ value: 12.5, decimals: 1 });
    expect(parseDecimal(' 7.25 ')).toEqual({ value: 7.25, decimals: 2 });
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('1e2')?.value).toBeNaN();
    expect(parseDecimal('-1')?.value).toBeNaN();
  });

  it("refuses the product type with the database's reason", () => {
    expect(messages({ ...valid, type: 'product' })).toEqual([
      'Los premios de tipo producto no están disponibles',
    ]);
  });

  it('checks the sum only once the other prizes are known', () => {
    expect(messages({ ...valid, probability: '60' }, 40)).toEqual([]);
    expect(messages({ ...valid, probability: '60,1' }, 40)).toEqual([
      'La suma de probabilidades no puede exceder 100%',
    ]);
    expect(messages({ ...valid, probability: '100' }, null)).toEqual([]);
  });

  it('wants whole points', () => {
    expect(messages({ ...valid, value: '10,5' })).toEqual([
      'Los puntos son un número entero de 0 a 1.000.000',
    ]);
  });

  it('gives the values the database stores', () => {
    const result = prizeFormSchema(0).parse({
      ...valid,
      type: 'free_shipping',
      value: '',
      probability: '0,5',
      description: '  ',
    });
    expect(result).toEqual({
      icon: '🎁',
      name: 'Bono',
      description: '',
      type: 'free_shipping',
      value: 1,
      probability: 0.5,
      is_active: true,
    });
  });
});
