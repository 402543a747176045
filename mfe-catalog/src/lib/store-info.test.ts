import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { getSupabase } from '@bonis/supabase-client';
import { createProviders, supabaseMock } from '@bonis/test-utils';
import { contactLines, getDeliverySlots, useStoreInfo } from './store-info';

const SLOTS = [
  { time_range: '8:00 - 12:00', description: 'Mañana', cost: 8_000 },
  { time_range: '18:00 - 21:00', description: null, cost: 12_000 },
];

describe('getDeliverySlots', () => {
  it('reads the active delivery slots by priority', async () => {
    supabaseMock.table('shipping_time_ranges').get(SLOTS);
    expect(await getDeliverySlots(getSupabase())).toEqual([
      { timeRange: '8:00 - 12:00', description: 'Mañana', cost: 8_000 },
      { timeRange: '18:00 - 21:00', description: '', cost: 12_000 },
    ]);
    expect(supabaseMock.requests.at(-1)?.query).toEqual({
      select: 'time_range,description,cost',
      is_active: 'eq.true',
      order: 'priority.asc',
    });
  });
});

describe('useStoreInfo', () => {
  it("gives the store's shared settings with the delivery slots, once both arrived", async () => {
    supabaseMock.table('app_settings').get({
      site_name: 'Boñis',
      site_description: 'Todo para tu mascota',
      contact_email: 'hola@bonis.co',
      contact_phone: '+57 300 123 4567',
      whatsapp_number: '573001234567',
      free_shipping_threshold: '120000.00',
      newsletter_enabled: true,
      allow_registrations: true,
      maintenance_mode: false,
    });
    supabaseMock.table('shipping_time_ranges').get(SLOTS);
    const { Providers } = createProviders();
    const { result } = renderHook(() => useStoreInfo(), { wrapper: Providers });
    expect(result.current).toMatchObject({ data: undefined, isPending: true });

    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.error).toBeNull();
    expect(result.current.data).toMatchObject({
      siteName: 'Boñis',
      description: 'Todo para tu mascota',
      contactEmail: 'hola@bonis.co',
      whatsappNumber: '573001234567',
      freeShippingThreshold: 120_000,
      deliverySlots: [
        { timeRange: '8:00 - 12:00', description: 'Mañana', cost: 8_000 },
        { timeRange: '18:00 - 21:00', description: '', cost: 12_000 },
      ],
    });
  });

  it('gives the error when either read fails', async () => {
    supabaseMock.table('app_settings').get({ free_shipping_threshold: 100_000 });
    supabaseMock
      .table('shipping_time_ranges')
      .get(supabaseMock.error({ code: 'PGRST000', message: 'caído' }));
    const { Providers } = createProviders();
    const { result } = renderHook(() => useStoreInfo(), { wrapper: Providers });

    await waitFor(() => expect(result.current.error).toMatchObject({ code: 'PGRST000' }));
    expect(result.current.data).toBeUndefined();
  });
});

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
