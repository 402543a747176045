import { describe, expect, it } from 'vitest';
import { winTitle } from './prize-copy';

describe('winTitle', () => {
  it("says the spec's words exactly: '¡Felicidades! Ganaste: {prize}', without a full stop", () => {
    expect(winTitle('Envío gratis')).toBe('¡Felicidades! Ganaste: Envío gratis');
    expect(winTitle('50 puntos')).not.toMatch(/\.$/);
  });
});
