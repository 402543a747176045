/**
 * The store's settings row (app_settings, id 1) for tests that switch its rules: every file
 * shares one server, so each test that changes a switch gets the row put back as it was.
 */
import { afterEach, beforeAll } from 'vitest';
import { lit, sql } from './db';

/** The switches and values the store obeys (the columns these tests change). */
export interface SettingsPatch {
  allow_registrations?: boolean;
  maintenance_mode?: boolean;
  newsletter_enabled?: boolean;
  order_confirmation_email?: boolean;
  shipping_notification_email?: boolean;
  welcome_email_enabled?: boolean;
}

const COLUMNS: (keyof SettingsPatch)[] = [
  'allow_registrations',
  'maintenance_mode',
  'newsletter_enabled',
  'order_confirmation_email',
  'shipping_notification_email',
  'welcome_email_enabled',
];

/** Sets switches of the settings row as the database owner (not an admin: no audit entry). */
export async function setSettings(patch: SettingsPatch) {
  const assignments = Object.entries(patch).map(([column, value]) => `${column} = ${lit(value)}`);
  if (assignments.length === 0) return;
  await sql(`update public.app_settings set ${assignments.join(', ')} where id = 1`);
}

/**
 * Remembers the switches before the file's tests and puts them back after each test, whatever
 * it changed (an admin's save included).
 */
export function useSettingsRestored() {
  let original: Required<SettingsPatch> | null = null;
  beforeAll(async () => {
    const [row] = await sql<Required<SettingsPatch>>(
      `select ${COLUMNS.join(', ')} from public.app_settings where id = 1`,
    );
    if (!row) throw new Error('app_settings has no row 1');
    original = row;
  });
  afterEach(async () => {
    if (original) await setSettings(original);
  });
}
