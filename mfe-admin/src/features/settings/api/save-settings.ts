import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { sharedKeys } from '@bonis/supabase-client/queries';
import { auditTrailKeys } from '../../../components/admin-kit';
import {
  SETTINGS_COLUMNS,
  SETTINGS_ID,
  settingsKeys,
  toSettingsRow,
  type SettingsRow,
  type StoredSettings,
} from './get-settings';

/** Some columns of the settings: each section writes only its own. */
export type SettingsPatch = Partial<SettingsRow>;

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

async function updateSettings(client: BonisClient, patch: SettingsPatch) {
  const { data, error } = await client
    .from('app_settings')
    .update(patch)
    .eq('id', SETTINGS_ID)
    .select(SETTINGS_COLUMNS);
  if (error) throw error;
  return data[0] ?? null;
}

/**
 * Writes some settings (spec §7: update by id, or insert when there is no row) and returns the
 * whole row. The database sets `updated_by` to the caller (Contract C). A row that vanished
 * since it was read is inserted; one inserted meanwhile by someone else is updated.
 */
export async function saveSettings(
  client: BonisClient,
  patch: SettingsPatch,
  exists: boolean,
): Promise<SettingsRow> {
  if (exists) {
    const updated = await updateSettings(client, patch);
    if (updated) return toSettingsRow(updated);
  }
  const { data, error } = await client
    .from('app_settings')
    .insert({ id: SETTINGS_ID, ...patch })
    .select(SETTINGS_COLUMNS)
    .single();
  if (!error) return toSettingsRow(data);
  if (!isUniqueViolation(error)) throw error;
  const updated = await updateSettings(client, patch);
  if (!updated) throw error;
  return toSettingsRow(updated);
}

/**
 * One section's save: the stored row replaces the screen's copy at once, then the storefront's
 * shared settings (chrome, threshold, maintenance) and any open history are read again.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ patch, exists }: { patch: SettingsPatch; exists: boolean }) =>
      saveSettings(getSupabase(), patch, exists),
    onSuccess: (settings) => {
      queryClient.setQueryData<StoredSettings>(settingsKeys.detail(), { settings, exists: true });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedKeys.storeSettings() }),
        queryClient.invalidateQueries({ queryKey: auditTrailKeys.all }),
      ]);
    },
  });
}
