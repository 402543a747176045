import { describe, expect, it } from 'vitest';
import { NEW_BONUS, bonusFormSchema, bonusFormValues, type BonusFormInput } from './bonus-form';

const valid: BonusFormInput = { ...NEW_BONUS, name: 'Bono' };

const messages = (input: BonusFormInput) => {
  const result = bonusFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the bonus form', () => {
  it('counts a custom icon by what is seen, and keeps it within the 8 code points the database holds', () => {
    expect(messages({ ...valid, custom_icon: '🇨🇴🎁' })).toEqual([]);
    expect(messages({ ...valid, custom_icon: 'ABC' })).toEqual([
      'El ícono personalizado admite hasta 2 caracteres',
    ]);
    // two family emoji: 2 characters, 14 code points
    expect(messages({ ...valid, custom_icon: '👨‍👩‍👧‍👦👨‍👩‍👧‍👦' })).toEqual([
      'Ese ícono es demasiado largo: prueba con otro emoji',
    ]);
  });

  it('reads a value with a decimal comma and wants whole points', () => {
    expect(bonusFormSchema.parse({ ...valid, value: '12,5' }).value).toBe(12.5);
    expect(messages({ ...valid, points_cost: '10,5' })).toEqual([
      'El costo es un número entero de puntos, de 0 en adelante',
    ]);
  });

  it('shows a stored icon outside the 15 as the custom icon', () => {
    const form = bonusFormValues({
      icon: '🛁',
      name: 'Kit spa',
      description: null,
      category: 'vip',
      type: 'product',
      value: 90000.5,
      points_cost: 5000,
      is_active: true,
      popular: false,
    });
    expect(form).toMatchObject({
      icon: '🎁',
      custom_icon: '🛁',
      value: '90000,5',
      description: '',
    });
  });
});
