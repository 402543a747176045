import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../api/get-settings';
import {
  AMOUNT_DECIMALS,
  AMOUNT_INVALID,
  AMOUNT_REQUIRED,
  AMOUNT_TOO_LARGE,
  WHATSAPP_INVALID,
  WHATSAPP_NEEDS_COUNTRY,
  decimalText,
  formatPesos,
  generalInput,
  generalSettingsSchema,
  parseDecimal,
  shippingInput,
  shippingSettingsSchema,
} from './settings-form';

describe('amounts typed as decimals', () => {
  it.each([
    ['8000', 8000],
    ['8000,50', 8000.5],
    ['8000.50', 8000.5],
    ['8000,5', 8000.5],
    ['100.000', 100000],
    ['1.250.000', 1250000],
    ['8.000,50', 8000.5],
    ['1,250.50', 1250.5],
    ['1,250,000', 1250000],
    [' $ 15 000 ', 15000],
    ['0', 0],
    ['0,99', 0.99],
  ])('reads %j as %d', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each(['ocho mil', '-8000', '8000,', '8.000.5', '8,000,5', '1e5', '8000..5'])(
    'refuses %j',
    (text) => {
      expect(parseDecimal(text)).toBeNaN();
    },
  );

  it('reads an empty field as missing', () => {
    expect(parseDecimal('  ')).toBeUndefined();
  });

  it('shows a stored amount as the field text and in pesos', () => {
    expect(decimalText(100000)).toBe('100000');
    expect(decimalText(8000.5)).toBe('8000,50');
    expect(formatPesos(100000).replace(/\s/g, ' ')).toBe('$ 100.000');
    expect(formatPesos(8000.5).replace(/\s/g, ' ')).toBe('$ 8.000,50');
  });
});

describe('the shipping section', () => {
  const parse = (overrides: Record<string, string>) =>
    shippingSettingsSchema.safeParse({ ...shippingInput(DEFAULT_SETTINGS), ...overrides });

  it('starts from the column defaults: free shipping from 100.000, 8.000 and 15.000', () => {
    expect(shippingInput(DEFAULT_SETTINGS)).toEqual({
      free_shipping_threshold: '100000',
      standard_shipping_cost: '8000',
      express_shipping_cost: '15000',
      shipping_enabled: true,
    });
  });

  it('keeps the decimals (the columns are numeric(12, 2))', () => {
    const result = parse({ standard_shipping_cost: '8000,50', express_shipping_cost: '15000.75' });
    expect(result.success && result.data).toMatchObject({
      free_shipping_threshold: 100000,
      standard_shipping_cost: 8000.5,
      express_shipping_cost: 15000.75,
    });
  });

  it.each([
    ['', AMOUNT_REQUIRED],
    ['gratis', AMOUNT_INVALID],
    ['8000,505', AMOUNT_DECIMALS],
    ['99999999999', AMOUNT_TOO_LARGE],
  ])('refuses %j with %j', (text, message) => {
    const result = parse({ standard_shipping_cost: text });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe('the general section', () => {
  const messages = (overrides: Record<string, string>) => {
    const result = generalSettingsSchema.safeParse({
      ...generalInput(DEFAULT_SETTINGS),
      ...overrides,
    });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('requires the store name and a valid email when one is given', () => {
    expect(messages({ site_name: '  ' })).toEqual(['El nombre de la tienda es obligatorio']);
    expect(messages({ contact_email: 'hola@' })).toEqual(['Escribe un email válido']);
    expect(messages({ contact_email: '' })).toEqual([]);
  });

  it('wants the WhatsApp number with its country code', () => {
    expect(messages({ whatsapp_number: '573001234567' })).toEqual([]);
    expect(messages({ whatsapp_number: '' })).toEqual([]);
    expect(messages({ whatsapp_number: '3001234567' })).toEqual([WHATSAPP_NEEDS_COUNTRY]);
    expect(messages({ whatsapp_number: '12345' })).toEqual([WHATSAPP_INVALID]);
  });
});
