import { describe, expect, it } from 'vitest';
import { deliveryPlaceLine, deliveryPlaceOf } from './shipping-address';

describe('deliveryPlaceOf', () => {
  it("reads the city and department of checkout's address", () => {
    const place = deliveryPlaceOf({
      firstName: 'Ana',
      address: 'Cra 1 # 2-3',
      city: ' Medellín ',
      department: 'Antioquia',
    });
    expect(place).toEqual({ city: 'Medellín', department: 'Antioquia' });
    expect(deliveryPlaceLine(place)).toBe('Medellín, Antioquia');
  });
  it('copes with missing or malformed addresses', () => {
    expect(deliveryPlaceOf(null)).toEqual({ city: null, department: null });
    expect(deliveryPlaceOf(['Bogotá'])).toEqual({ city: null, department: null });
    expect(deliveryPlaceOf({ city: 42, department: '' })).toEqual({ city: null, department: null });
    expect(deliveryPlaceLine({ city: null, department: 'Antioquia' })).toBeNull();
    expect(deliveryPlaceLine({ city: 'Bogotá', department: 'Bogotá' })).toBe('Bogotá');
  });
});
