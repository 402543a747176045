import { describe, expect, it } from 'vitest';
import { supabaseMock } from '@bonis/test-utils';
import { settingsRow } from '../testing/settings-fixtures';
import { saveSettings } from './save-settings';

const writes = () =>
  supabaseMock.requests.filter((r) => r.path === '/rest/v1/app_settings').map((r) => r.method);

describe('saving settings', () => {
  it('inserts the row when it vanished since it was read', async () => {
    supabaseMock
      .table('app_settings')
      .patch([])
      .post(() => settingsRow({ newsletter_enabled: false }));
    const saved = await saveSettings(supabaseMock.client, { newsletter_enabled: false }, true);
    expect(saved.newsletter_enabled).toBe(false);
    expect(writes()).toEqual(['PATCH', 'POST']);
  });

  it('updates the row when someone else created it first', async () => {
    supabaseMock
      .table('app_settings')
      .post(
        supabaseMock.error({
          code: '23505',
          message: 'duplicate key value violates unique constraint "app_settings_pkey"',
        }),
      )
      .patch(() => [settingsRow({ site_name: 'Boñis Pet Shop' })]);
    const saved = await saveSettings(supabaseMock.client, { site_name: 'Boñis Pet Shop' }, false);
    expect(saved.site_name).toBe('Boñis Pet Shop');
    expect(writes()).toEqual(['POST', 'PATCH']);
  });

  it('reads numeric amounts sent as text as numbers', async () => {
    supabaseMock
      .table('app_settings')
      .patch(() => [{ ...settingsRow(), standard_shipping_cost: '8000.50' }]);
    const saved = await saveSettings(supabaseMock.client, { standard_shipping_cost: 8000.5 }, true);
    expect(saved.standard_shipping_cost).toBe(8000.5);
  });

  it('passes a refusal on', async () => {
    supabaseMock.table('app_settings').patch(
      supabaseMock.error({
        code: '42501',
        message: 'new row violates row-level security policy',
      }),
    );
    await expect(saveSettings(supabaseMock.client, { site_name: 'X' }, true)).rejects.toMatchObject(
      {
        code: '42501',
      },
    );
  });
});
