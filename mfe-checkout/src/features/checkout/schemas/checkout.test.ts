import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGES,
  EMPTY_CHECKOUT,
  checkoutSchema,
  phoneDigits,
  type CheckoutValues,
} from './checkout';

const valid: CheckoutValues = {
  firstName: 'Ana',
  lastName: 'Pérez',
  countryCode: '+57',
  phone: '3101234567',
  email: 'ana@correo.co',
  address: 'Calle 1 # 2-3',
  department: 'Bogotá D.C.',
  city: 'Bogotá',
  notes: '',
  slotId: 'slot-1',
  deliveryDate: '2026-11-25',
  paymentMethod: 'cash',
};

/** The fields in error and the one message they carry, as the form shows them. */
const problem = (values: CheckoutValues) => {
  const issues = checkoutSchema.safeParse(values).error?.issues ?? [];
  return {
    fields: issues.map((issue) => issue.path.join('.')),
    messages: [...new Set(issues.map((issue) => issue.message))],
  };
};

describe('checkoutSchema', () => {
  it('accepts a complete form (notes are optional)', () => {
    expect(checkoutSchema.safeParse(valid).success).toBe(true);
  });

  it('(1) refuses every empty required field with Campos incompletos, before anything else', () => {
    expect(problem(EMPTY_CHECKOUT)).toEqual({
      fields: ['firstName', 'lastName', 'phone', 'email', 'address', 'city', 'department'],
      messages: [CHECKOUT_MESSAGES.incomplete],
    });
    // later steps would fail too (bad email, no slot, no payment): the first step speaks
    expect(
      problem({ ...valid, address: '   ', email: 'sin-arroba', slotId: '', paymentMethod: '' }),
    ).toEqual({ fields: ['address'], messages: [CHECKOUT_MESSAGES.incomplete] });
    expect(problem({ ...valid, department: '', city: '' }).fields).toEqual(['city', 'department']);
    expect(CHECKOUT_MESSAGES.incomplete).toBe(
      'Campos incompletos - Por favor completa todos los campos requeridos',
    );
  });

  it('(2) then needs exactly 10 digits with +57', () => {
    const tooShort = { ...valid, phone: '310123', email: 'sin-arroba', paymentMethod: '' as const };
    expect(problem(tooShort)).toEqual({
      fields: ['phone'],
      messages: ['Teléfono inválido - El teléfono debe tener 10 dígitos'],
    });
    expect(problem({ ...valid, phone: '31012345678' }).fields).toEqual(['phone']);
    expect(problem({ ...valid, phone: '310-123-45' }).fields).toEqual(['phone']);
  });

  it('(2) accepts up to 10 digits with the other country codes', () => {
    expect(
      checkoutSchema.safeParse({ ...valid, countryCode: '+34', phone: '612345' }).success,
    ).toBe(true);
    expect(
      checkoutSchema.safeParse({ ...valid, countryCode: '+1', phone: '2025550123' }).success,
    ).toBe(true);
    expect(problem({ ...valid, countryCode: '+52', phone: '55123456789' }).fields).toEqual([
      'phone',
    ]);
  });

  it("(3) then needs an '@' in the email", () => {
    expect(problem({ ...valid, email: 'ana.correo.co', slotId: '', paymentMethod: '' })).toEqual({
      fields: ['email'],
      messages: ['Email inválido - Por favor ingresa un email válido'],
    });
  });

  it('(4) then needs a delivery slot: a range and its day', () => {
    const noSlot = { ...valid, slotId: '', deliveryDate: '', paymentMethod: '' as const };
    expect(problem(noSlot)).toEqual({
      fields: ['slotId'],
      messages: ['Selecciona envío - Por favor selecciona una opción de envío'],
    });
    expect(problem({ ...valid, deliveryDate: '' }).fields).toEqual(['slotId']);
  });

  it('(5) then needs a payment method', () => {
    expect(problem({ ...valid, paymentMethod: '' })).toEqual({
      fields: ['paymentMethod'],
      messages: ['Selecciona pago - Por favor selecciona un método de pago'],
    });
  });

  it("gives place_order's arguments: the address jsonb trimmed, the slot, the day, the method", () => {
    expect(
      checkoutSchema.parse({
        ...valid,
        firstName: ' Ana ',
        address: ' Calle 1 # 2-3 ',
        notes: '  Portería 2  ',
        paymentMethod: 'online',
      }),
    ).toEqual({
      address: {
        firstName: 'Ana',
        lastName: 'Pérez',
        countryCode: '+57',
        phone: '3101234567',
        email: 'ana@correo.co',
        address: 'Calle 1 # 2-3',
        city: 'Bogotá',
        department: 'Bogotá D.C.',
        notes: 'Portería 2',
      },
      slotId: 'slot-1',
      deliveryDate: '2026-11-25',
      paymentMethod: 'online',
    });
  });
});

describe('phoneDigits', () => {
  it('keeps digits only, at most ten', () => {
    expect(phoneDigits('310 123-45ab67')).toBe('3101234567');
    expect(phoneDigits('310123456789')).toBe('3101234567');
  });

  it("drops the selected country's code from a pasted international number", () => {
    expect(phoneDigits('+57 310 123 4567')).toBe('3101234567');
    expect(phoneDigits('+1 (202) 555-0123', '+1')).toBe('2025550123');
  });
});
