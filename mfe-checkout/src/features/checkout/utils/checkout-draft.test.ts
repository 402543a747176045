import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_CHECKOUT, type CheckoutValues } from '../schemas/checkout';
import { DRAFT_FIELDS, draftKey, readDraft, removeDraft, writeDraft } from './checkout-draft';

/** Tuesday 24 November 2026, 13:00 in Bogotá. */
const NOW = new Date('2026-11-24T13:00:00-05:00');

const FILLED: CheckoutValues = {
  firstName: 'Ana',
  lastName: 'Pérez',
  countryCode: '+57',
  phone: '3101234567',
  email: 'ana@correo.co',
  address: 'Calle 80 # 10-20',
  department: 'Antioquia',
  city: 'Envigado',
  notes: 'Portería 2',
  slotId: 'range-afternoon',
  deliveryDate: '2026-11-25',
  paymentMethod: 'online',
};

/** Stores a draft as a page would have (any values, as JSON). */
const store = (userId: string, values: Record<string, unknown>, version = 1) =>
  sessionStorage.setItem(draftKey(userId), JSON.stringify({ version, values }));

afterEach(() => sessionStorage.clear());

describe('the checkout draft in sessionStorage', () => {
  it('gives back what was written, under a key of its own for each shopper', () => {
    writeDraft(sessionStorage, 'user-1', FILLED);

    expect(readDraft(sessionStorage, 'user-1', NOW)).toEqual(FILLED);
    expect(readDraft(sessionStorage, 'user-2', NOW)).toBeNull();
    expect(draftKey('user-1')).not.toBe(draftKey('user-2'));
  });

  it('keeps only the form’s listed fields, nothing else that reaches it', () => {
    const withExtras = { ...FILLED, number: '4242424242424242', cvv: '123' } as CheckoutValues;
    writeDraft(sessionStorage, 'user-1', withExtras);

    const raw = JSON.parse(sessionStorage.getItem(draftKey('user-1')) ?? '{}') as {
      values: Record<string, unknown>;
    };
    expect(Object.keys(raw.values).sort()).toEqual([...DRAFT_FIELDS].sort());
    expect(JSON.stringify(raw)).not.toContain('4242');
  });

  it('drops what is no longer valid: a delivery day gone by, an unknown department or city', () => {
    store('user-1', { ...FILLED, deliveryDate: '2026-11-20', department: 'Atlantis' });
    expect(readDraft(sessionStorage, 'user-1', NOW)).toEqual({
      firstName: 'Ana',
      lastName: 'Pérez',
      countryCode: '+57',
      phone: '3101234567',
      email: 'ana@correo.co',
      address: 'Calle 80 # 10-20',
      notes: 'Portería 2',
      paymentMethod: 'online',
    });

    store('user-1', { ...FILLED, city: 'Cali', paymentMethod: 'bitcoin', countryCode: '+99' });
    expect(readDraft(sessionStorage, 'user-1', NOW)).toEqual({
      ...FILLED,
      city: undefined,
      paymentMethod: undefined,
      countryCode: '+57',
    });
  });

  it('keeps a phone as the field would: digits only, at most ten', () => {
    store('user-1', { phone: '310-123 4567 89' });
    expect(readDraft(sessionStorage, 'user-1', NOW)).toEqual({ phone: '3101234567' });
  });

  it('ignores a draft it can’t read', () => {
    sessionStorage.setItem(draftKey('user-1'), '{not json');
    expect(readDraft(sessionStorage, 'user-1', NOW)).toBeNull();
    store('user-1', FILLED, 0);
    expect(readDraft(sessionStorage, 'user-1', NOW)).toBeNull();
    expect(readDraft(null, 'user-1', NOW)).toBeNull();
  });

  it('is forgotten when removed', () => {
    writeDraft(sessionStorage, 'user-1', { ...EMPTY_CHECKOUT, address: 'Calle 1' });
    removeDraft(sessionStorage, 'user-1');
    expect(sessionStorage.getItem(draftKey('user-1'))).toBeNull();
  });
});
