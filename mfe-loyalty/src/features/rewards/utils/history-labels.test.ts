import { describe, expect, it } from 'vitest';
import { signedPoints, transactionLabel } from './history-labels';

describe('history labels', () => {
  it('names the ledger movements in Spanish', () => {
    expect(transactionLabel).toEqual({
      earned: 'Ganados',
      spent: 'Gastados',
      redeemed: 'Canjeados',
    });
  });

  it('signs the points of a movement', () => {
    expect(signedPoints(1_200, 0)).toBe('+1.200');
    expect(signedPoints(0, 300)).toBe('\u2212300');
    expect(signedPoints(0, 0)).toBe('0');
  });
});
