import { describe, expect, it } from 'vitest';
import { contactLines } from './store-info';

describe('contactLines', () => {
  it('gives email, phone and WhatsApp links for what the store has set', () => {
    expect(
      contactLines({
        contactEmail: 'hola@bonis.co',
        contactPhone: '+57 300 123 4567',
        whatsappNumber: '573001234567',
      }),
    ).toEqual([
      { label: 'Email', value: 'hola@bonis.co', href: 'mailto:hola@bonis.co' },
      { label: 'Teléfono', value: '+57 300 123 4567', href: 'tel:+573001234567' },
      { label: 'WhatsApp', value: '+57 300 123 4567', href: 'https://wa.me/573001234567' },
    ]);
  });

  it('leaves out what is empty', () => {
    expect(contactLines({ contactEmail: '', contactPhone: '', whatsappNumber: '' })).toEqual([]);
    expect(
      contactLines({ contactEmail: 'a@b.co', contactPhone: '', whatsappNumber: '' }),
    ).toHaveLength(1);
  });
});
