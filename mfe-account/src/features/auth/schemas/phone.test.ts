import { describe, expect, it } from 'vitest';
import { phoneCodeSchema, phoneNumberSchema } from './phone';

describe('phoneNumberSchema', () => {
  it("takes ten digits, and says 'Ingresa un número válido de 10 dígitos' otherwise", () => {
    expect(phoneNumberSchema.safeParse({ phone: '3001234567' }).success).toBe(true);
    for (const phone of ['', '300123456', '30012345678', '300123456a']) {
      expect(phoneNumberSchema.safeParse({ phone }).error?.issues[0]?.message).toBe(
        'Ingresa un número válido de 10 dígitos',
      );
    }
  });
});

describe('phoneCodeSchema', () => {
  it("takes six digits, and says 'Ingresa el código completo de 6 dígitos' otherwise", () => {
    expect(phoneCodeSchema.safeParse({ code: '123456' }).success).toBe(true);
    for (const code of ['', '12345', '1234567', '12345a']) {
      expect(phoneCodeSchema.safeParse({ code }).error?.issues[0]?.message).toBe(
        'Ingresa el código completo de 6 dígitos',
      );
    }
  });
});
