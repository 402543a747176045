import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { createProviders, deferred, supabaseMock } from '@bonis/test-utils';
import { getSupabase } from '../browser-client';
import { sharedKeys } from './keys';
import {
  DEFAULT_STORE_SETTINGS,
  fetchStoreSettings,
  useStoreSettings,
  watchStoreSettings,
} from './store-settings';

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

describe('watchStoreSettings', () => {
  /** The settings hook on a page whose settings are watched, as the shell does once. */
  async function watchedPage() {
    supabaseMock.table('app_settings').get([ROW]);
    const { Providers, queryClient } = createProviders();
    const stop = watchStoreSettings(getSupabase(), queryClient);
    onTestFinished(stop);
    const view = renderHook(() => useStoreSettings(), { wrapper: Providers });
    await waitFor(() => expect(view.result.current).toEqual(SETTINGS));
    await supabaseMock.realtime.subscribed('app_settings');
    return { ...view, queryClient, stop };
  }

  const settingsReads = () =>
    supabaseMock.requests.filter((request) => request.path === '/rest/v1/app_settings');

  it("reads the row again once joined when the page's settings were read before (a change made before the join is not missed)", async () => {
    // the server's page: settings inlined, possibly from its page cache, before an admin's change
    const { Providers, queryClient } = createProviders();
    queryClient.setQueryData(sharedKeys.storeSettings(), SETTINGS, {
      updatedAt: Date.now() - 60_000,
    });
    supabaseMock.table('app_settings').get([{ ...ROW, maintenance_mode: true }]);
    const stop = watchStoreSettings(getSupabase(), queryClient);
    onTestFinished(stop);
    const view = renderHook(() => useStoreSettings(), { wrapper: Providers });
    expect(view.result.current.maintenanceMode).toBe(false);

    await supabaseMock.realtime.subscribed('app_settings');

    await waitFor(() => expect(view.result.current.maintenanceMode).toBe(true));
    expect(settingsReads()).toHaveLength(1);
  });

  it("shows an admin's change as it arrives, without reading the row again", async () => {
    const { result } = await watchedPage();

    supabaseMock.realtime.push({
      table: 'app_settings',
      eventType: 'UPDATE',
      new: { id: 1, ...ROW, maintenance_mode: true, free_shipping_threshold: 80000 },
    });

    await waitFor(() => expect(result.current.maintenanceMode).toBe(true));
    expect(result.current.freeShippingThreshold).toBe(80_000);
    expect(settingsReads()).toHaveLength(1);
  });

  it('reads the row again when a change arrives without every column', async () => {
    const { result } = await watchedPage();
    supabaseMock.table('app_settings').get([{ ...ROW, whatsapp_number: '573009998877' }]);

    supabaseMock.realtime.push({ table: 'app_settings', eventType: 'UPDATE', new: { id: 1 } });

    await waitFor(() => expect(result.current.whatsappNumber).toBe('573009998877'));
    expect(settingsReads()).toHaveLength(2);
  });

  it('reads the row again when a change arrives while it is being read (no older answer wins)', async () => {
    const answer = deferred();
    let reads = 0;
    supabaseMock.table('app_settings').get(async () => {
      reads += 1;
      if (reads === 1) {
        await answer.promise;
        return [ROW]; // read before the admin's change
      }
      return [{ ...ROW, maintenance_mode: true }];
    });
    const { Providers, queryClient } = createProviders();
    onTestFinished(watchStoreSettings(getSupabase(), queryClient));
    const { result } = renderHook(() => useStoreSettings(), { wrapper: Providers });
    await supabaseMock.realtime.subscribed('app_settings');
    await waitFor(() => expect(reads).toBe(1));

    supabaseMock.realtime.push({
      table: 'app_settings',
      eventType: 'UPDATE',
      new: { id: 1, ...ROW, maintenance_mode: true },
    });
    await waitFor(() => expect(reads).toBe(2));
    answer.resolve();

    await waitFor(() => expect(result.current.maintenanceMode).toBe(true));
  });

  it("prices every open cart again (the database's quote reads the threshold)", async () => {
    const { queryClient } = await watchedPage();
    const quoteKey = [...sharedKeys.cart('user-1'), 'quote', null, null, null, null];
    queryClient.setQueryData(quoteKey, { free_shipping_threshold: 150000 });
    queryClient.setQueryData(sharedKeys.favoriteIds('user-1'), ['p1']);

    supabaseMock.realtime.push({
      table: 'app_settings',
      eventType: 'UPDATE',
      new: { id: 1, ...ROW, free_shipping_threshold: 80000 },
    });

    await waitFor(() => expect(queryClient.getQueryState(quoteKey)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(sharedKeys.favoriteIds('user-1'))?.isInvalidated).toBe(false);
  });

  it('closes its channel when stopped', async () => {
    const { stop } = await watchedPage();
    expect(supabaseMock.realtime.channels()).toEqual(['realtime:store-settings']);

    stop();

    await expect.poll(() => supabaseMock.realtime.channels()).toEqual([]);
  });
});
