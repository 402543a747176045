import { describe, expect, it } from 'vitest';
import {
  paymentInstrumentLine,
  paymentOutcome,
  paymentOutcomeLabel,
  paymentOutcomeTone,
} from './payments';

describe('paymentOutcome', () => {
  it("reads the gateway's answer, and a refund over it", () => {
    expect(paymentOutcome({ status: 'approved', refundedAt: null })).toBe('approved');
    expect(paymentOutcome({ status: 'declined', refundedAt: null })).toBe('declined');
    expect(paymentOutcome({ status: 'approved', refundedAt: '2026-12-01T10:00:00Z' })).toBe(
      'refunded',
    );
    expect(paymentOutcome({ status: 'weird', refundedAt: null })).toBeNull();
  });

  it('names and colours each outcome, an unknown one as stored in a neutral tone', () => {
    expect(paymentOutcomeLabel({ status: 'approved', refundedAt: null })).toBe('Aprobado');
    expect(paymentOutcomeLabel({ status: 'declined', refundedAt: null })).toBe('Rechazado');
    expect(paymentOutcomeLabel({ status: 'approved', refundedAt: '2026-12-01' })).toBe(
      'Reembolsado',
    );
    expect(paymentOutcomeTone({ status: 'approved', refundedAt: null })).toBe('success');
    expect(paymentOutcomeTone({ status: 'declined', refundedAt: null })).toBe('danger');
    expect(paymentOutcomeLabel({ status: 'weird', refundedAt: null })).toBe('weird');
    expect(paymentOutcomeTone({ status: 'weird', refundedAt: null })).toBe('neutral');
  });
});

describe('paymentInstrumentLine', () => {
  it('shows the card’s last four digits or the PSE bank', () => {
    expect(paymentInstrumentLine({ method: 'credit_card', cardLast4: '4242', pseBank: null })).toBe(
      'Tarjeta •••• 4242',
    );
    expect(paymentInstrumentLine({ method: 'pse', cardLast4: null, pseBank: 'Bancolombia' })).toBe(
      'PSE · Bancolombia',
    );
  });

  it("falls back to the method's word when the detail is missing", () => {
    expect(paymentInstrumentLine({ method: 'credit_card', cardLast4: null, pseBank: null })).toBe(
      'Tarjeta de crédito',
    );
    expect(paymentInstrumentLine({ method: 'pse', cardLast4: null, pseBank: null })).toBe('PSE');
  });
});
