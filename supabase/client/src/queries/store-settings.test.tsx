import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { createProviders, deferred, supabaseMock } from '@bonis/test-utils';
import { getSupabase } from '../browser-client';
import { DEFAULT_STORE_SETTINGS, fetchStoreSettings, useStoreSettings } from './store-settings';

const ROW = {
  site_name: 'Boñis',
  site_description: 'Tienda para perros y gatos',
  contact_email: 'hola@bonis.co',
  contact_phone: '+57 601 555 0100',
  whatsapp_number: '573001234567',
  free_shipping_threshold: '150000.00', // PostgREST sends numeric as a string
  newsletter_enabled: false,
  allow_registrations: true,
  maintenance_mode: false,
};

const SETTINGS = {
  siteName: 'Boñis',
  siteDescription: 'Tienda para perros y gatos',
  contactEmail: 'hola@bonis.co',
  contactPhone: '+57 601 555 0100',
  whatsappNumber: '573001234567',
  freeShippingThreshold: 150_000,
  newsletterEnabled: false,
  allowRegistrations: true,
  maintenanceMode: false,
};

describe('fetchStoreSettings', () => {
  it('reads the one settings row (id 1) and names its fields for the app', async () => {
    const asked: (string | undefined)[] = [];
    supabaseMock.table('app_settings').get(({ eq }) => {
      asked.push(eq('id'));
      return [ROW];
    });

    await expect(fetchStoreSettings(getSupabase())).resolves.toEqual(SETTINGS);
    expect(asked).toEqual(['1']);
  });

  it('gives the defaults when the row is missing (100,000 COP free shipping)', async () => {
    supabaseMock.table('app_settings').get([]);

    const settings = await fetchStoreSettings(getSupabase());

    expect(settings).toEqual(DEFAULT_STORE_SETTINGS);
    expect(settings.freeShippingThreshold).toBe(100_000);
  });

  it("throws the database's error", async () => {
    supabaseMock
      .table('app_settings')
      .get(
        supabaseMock.error({ code: '42P01', message: 'relation "app_settings" does not exist' }),
      );

    await expect(fetchStoreSettings(getSupabase())).rejects.toMatchObject({ code: '42P01' });
  });
});

describe('useStoreSettings', () => {
  it('gives the defaults until the row arrives, then the row', async () => {
    const answer = deferred();
    supabaseMock.table('app_settings').get(async () => {
      await answer.promise;
      return [ROW];
    });
    const { Providers } = createProviders();

    const { result } = renderHook(() => useStoreSettings(), { wrapper: Providers });

    expect(result.current).toEqual(DEFAULT_STORE_SETTINGS);
    answer.resolve();
    await waitFor(() => expect(result.current).toEqual(SETTINGS));
  });

  it('keeps the defaults when the read fails, and logs why', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => printed.mockRestore());
    supabaseMock.table('app_settings').get(() => supabaseMock.networkError());
    const { Providers } = createProviders();

    const { result } = renderHook(() => useStoreSettings(), { wrapper: Providers });

    await waitFor(() =>
      expect(printed).toHaveBeenCalledWith(
        '[supabase-client] reading app_settings failed',
        expect.objectContaining({ message: expect.stringMatching(/fetch/i) }),
      ),
    );
    expect(result.current).toEqual(DEFAULT_STORE_SETTINGS);
  });
});
