import { describe, expect, it } from 'vitest';
import { signedPoints } from './history-labels';

describe('history labels', () => {
  it('signs the points of a movement', () => {
    expect(signedPoints(1_200, 0)).toBe('+1.200');
    expect(signedPoints(0, 300)).toBe('\u2212300');
    expect(signedPoints(0, 0)).toBe('0');
  });
});
