import { describe, expect, it } from 'vitest';
import { canResendGift, canVoidGift } from './gift-actions';
import { GIFT_STATES, giftItemLabel, isGiftState } from './gift-words';

/** Intl separates '$' with a no-break space in some ICU builds: compare plainly. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('giftItemLabel', () => {
  it("names a gift as the shopper's gift page does", () => {
    expect(giftItemLabel('mensual')).toBe('Membresía Mensual');
    expect(giftItemLabel('anual')).toBe('Membresía Anual');
    expect(plain(giftItemLabel('c50'))).toBe('Cupón $ 50.000');
    expect(plain(giftItemLabel('c200'))).toBe('Cupón $ 200.000');
    expect(giftItemLabel('c999')).toBe('c999');
  });
});

describe('the states', () => {
  it("are the vocabulary's, in order", () => {
    expect(GIFT_STATES).toEqual([
      'unpaid',
      'scheduled',
      'sent',
      'redeemed',
      'expired',
      'void',
      'refunded',
      'cancelled',
    ]);
    expect(isGiftState('void')).toBe(true);
    expect(isGiftState('overdue')).toBe(false);
    expect(isGiftState(null)).toBe(false);
  });
});

describe('what can be done with a gift', () => {
  const TODAY = '2026-12-07';

  it('resends a sent gift, or a paid one whose day came, as admin_resend_gift does', () => {
    expect(canResendGift({ state: 'sent', delivery_date: '2026-12-01' }, TODAY)).toBe(true);
    expect(canResendGift({ state: 'scheduled', delivery_date: '2026-12-06' }, TODAY)).toBe(true);
    expect(canResendGift({ state: 'scheduled', delivery_date: TODAY }, TODAY)).toBe(true);
    expect(canResendGift({ state: 'scheduled', delivery_date: '2026-12-24' }, TODAY)).toBe(false);
    for (const state of [
      'unpaid',
      'redeemed',
      'expired',
      'void',
      'refunded',
      'cancelled',
    ] as const) {
      expect(canResendGift({ state, delivery_date: '2026-12-01' }, TODAY)).toBe(false);
    }
  });

  it('voids a paid gift not redeemed (scheduled or sent), as admin_void_gift does', () => {
    expect(canVoidGift({ state: 'scheduled' })).toBe(true);
    expect(canVoidGift({ state: 'sent' })).toBe(true);
    for (const state of [
      'unpaid',
      'redeemed',
      'expired',
      'void',
      'refunded',
      'cancelled',
    ] as const) {
      expect(canVoidGift({ state })).toBe(false);
    }
  });
});
