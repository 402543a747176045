import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateDiscountCode } from './generate-code';

afterEach(() => {
  vi.restoreAllMocks();
});

describe("'Generar'", () => {
  it('makes 8 characters from A–Z and 0–9 with crypto.getRandomValues', () => {
    const random = vi.spyOn(crypto, 'getRandomValues');
    for (let i = 0; i < 50; i += 1) expect(generateDiscountCode()).toMatch(/^[A-Z0-9]{8}$/);
    expect(random).toHaveBeenCalled();
  });

  it('maps each byte to a character (byte mod 36)', () => {
    const bytes = [0, 25, 26, 35, 36, 61, 251, 100];
    const code = generateDiscountCode((buffer) => {
      buffer.set(bytes);
      return buffer;
    });
    expect(code).toBe('AZ09AZ92');
  });

  it('skips bytes of 252 and above, so every character is equally likely', () => {
    const code = generateDiscountCode((buffer) => {
      buffer.set([252, 255, 0, 1, 2, 253, 3, 4, 5, 6, 254, 7, 8, 9, 10, 11]);
      return buffer;
    });
    expect(code).toBe('ABCDEFGH');
  });

  it('draws more bytes when too many were skipped', () => {
    const draws = [
      [...Array<number>(13).fill(255), 0, 1, 2],
      [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18],
    ];
    let call = 0;
    const code = generateDiscountCode((buffer) => {
      buffer.set(draws[call] ?? []);
      call += 1;
      return buffer;
    });
    expect(code).toBe('ABCDEFGH');
    expect(call).toBe(2);
  });
});
