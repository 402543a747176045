import { describe, expect, it } from 'vitest';
import {
  GIFT_FIELD_MESSAGES,
  GIFT_FORM_MESSAGES,
  createGiftFormSchema,
  emptyGiftForm,
  phoneDigits,
  type GiftFormValues,
} from './gift-form';

const TODAY = '2026-11-24';
const schema = createGiftFormSchema(() => TODAY);

const valid: GiftFormValues = {
  item: 'c100',
  recipientName: '  Laura Gómez ',
  recipientEmail: ' laura@correo.co ',
  recipientPhone: '',
  deliveryDate: TODAY,
  message: '',
};

/** The paths and messages of what the schema refuses, in its order. */
const issues = (values: GiftFormValues) => {
  const result = schema.safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the gift form schema', () => {
  it('marks every missing required field (item, name, email) with the spec’s message, and nothing else yet', () => {
    expect(
      issues({ ...emptyGiftForm(TODAY), recipientPhone: '12', deliveryDate: '2020-01-01' }),
    ).toEqual([
      ['item', GIFT_FIELD_MESSAGES.required],
      ['recipientName', GIFT_FIELD_MESSAGES.required],
      ['recipientEmail', GIFT_FIELD_MESSAGES.required],
    ]);
    expect(issues({ ...valid, recipientName: '   ' })).toEqual([
      ['recipientName', 'Por favor completa todos los campos requeridos'],
    ]);
  });

  it("marks a field with the message alone, never glued to the toast's title", () => {
    expect(GIFT_FORM_MESSAGES.required).toBe(
      'Error - Por favor completa todos los campos requeridos',
    );
    expect(GIFT_FIELD_MESSAGES).toEqual({
      required: 'Por favor completa todos los campos requeridos',
      name: 'El nombre del destinatario no puede superar 120 caracteres',
      email: 'Por favor ingresa un email válido',
      phone: 'Ingresa solo números (7 a 20 dígitos)',
      date: 'La fecha de entrega no puede ser anterior a hoy',
      message: 'El mensaje no puede superar 500 caracteres',
    });
  });

  it('checks the rest in order, one at a time: name length, email, phone, date, message', () => {
    const all: GiftFormValues = {
      ...valid,
      recipientName: 'x'.repeat(121),
      recipientEmail: 'laura.correo.co',
      recipientPhone: '123456',
      deliveryDate: '2026-11-23',
      message: 'x'.repeat(501),
    };
    expect(issues(all)).toEqual([['recipientName', GIFT_FIELD_MESSAGES.name]]);
    expect(issues({ ...all, recipientName: 'Laura' })).toEqual([
      ['recipientEmail', 'Por favor ingresa un email válido'],
    ]);
    expect(issues({ ...all, recipientName: 'Laura', recipientEmail: 'laura@correo.co' })).toEqual([
      ['recipientPhone', 'Ingresa solo números (7 a 20 dígitos)'],
    ]);
    expect(
      issues({
        ...all,
        recipientName: 'Laura',
        recipientEmail: 'laura@correo.co',
        recipientPhone: '',
      }),
    ).toEqual([['deliveryDate', 'La fecha de entrega no puede ser anterior a hoy']]);
    expect(
      issues({
        ...all,
        recipientName: 'Laura',
        recipientEmail: 'laura@correo.co',
        recipientPhone: '',
        deliveryDate: TODAY,
      }),
    ).toEqual([['message', 'El mensaje no puede superar 500 caracteres']]);
  });

  it('accepts the email buy_gift accepts, and refuses what it refuses', () => {
    for (const email of ['a@b.co', 'ana.perez+regalo@correo.com.co']) {
      expect(issues({ ...valid, recipientEmail: email })).toEqual([]);
    }
    for (const email of ['ana@correo', 'ana @correo.co', '@correo.co', 'ana@@correo.co']) {
      expect(issues({ ...valid, recipientEmail: email })).toEqual([
        ['recipientEmail', GIFT_FIELD_MESSAGES.email],
      ]);
    }
  });

  it('takes a phone of 7 to 20 digits, or none', () => {
    expect(issues({ ...valid, recipientPhone: '1234567' })).toEqual([]);
    expect(issues({ ...valid, recipientPhone: '1'.repeat(20) })).toEqual([]);
    expect(issues({ ...valid, recipientPhone: '1'.repeat(21) })).toHaveLength(1);
    expect(issues({ ...valid, recipientPhone: '300 123 4567' })).toHaveLength(1);
  });

  it('takes today or later, and reads today at each check', () => {
    let today = '2026-11-24';
    const clocked = createGiftFormSchema(() => today);
    expect(clocked.safeParse({ ...valid, deliveryDate: '2026-11-24' }).success).toBe(true);
    expect(clocked.safeParse({ ...valid, deliveryDate: '2026-12-31' }).success).toBe(true);
    today = '2026-11-25';
    expect(clocked.safeParse({ ...valid, deliveryDate: '2026-11-24' }).success).toBe(false);
    expect(clocked.safeParse({ ...valid, deliveryDate: 'mañana' }).success).toBe(false);
  });

  it("gives buy_gift's arguments: trimmed, the item's type, empty optional fields null, an empty date today", () => {
    expect(schema.parse({ ...valid, deliveryDate: '' })).toEqual({
      giftType: 'coupon',
      giftValue: 'c100',
      recipientName: 'Laura Gómez',
      recipientEmail: 'laura@correo.co',
      recipientPhone: null,
      deliveryDate: TODAY,
      message: null,
    });
    expect(
      schema.parse({
        ...valid,
        item: 'anual',
        recipientPhone: '3001234567',
        deliveryDate: '2026-12-24',
        message: ' ¡Feliz Navidad! ',
      }),
    ).toMatchObject({
      giftType: 'membership',
      giftValue: 'anual',
      recipientPhone: '3001234567',
      deliveryDate: '2026-12-24',
      message: '¡Feliz Navidad!',
    });
  });

  it('keeps digits only in the phone, at most 20', () => {
    expect(phoneDigits('+57 (300) 123-4567')).toBe('573001234567');
    expect(phoneDigits('1'.repeat(25))).toBe('1'.repeat(20));
  });
});
