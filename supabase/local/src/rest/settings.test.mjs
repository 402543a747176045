// @ts-check
import { describe, expect, it } from 'vitest';
import { parseBoolean, settingsFromEnv } from './settings.mjs';

describe('REST settings (db-aggregates-enabled, db-plan-enabled)', () => {
  it('reads booleans as PostgREST reads its configuration', () => {
    for (const value of ['true', 'TRUE', 'True', '"true"', ' true ', '1', '42']) {
      expect(parseBoolean(value)).toBe(true);
    }
    for (const value of ['false', 'False', "'false'", '0', '-1']) {
      expect(parseBoolean(value)).toBe(false);
    }
    for (const value of ['yes', 'on', '', 'tru e x', undefined]) {
      expect(parseBoolean(value)).toBeUndefined();
    }
  });

  it('is off by default and on from the environment', () => {
    expect(settingsFromEnv({})).toEqual({ aggregatesEnabled: false, planEnabled: false });
    expect(
      settingsFromEnv({
        SUPABASE_LOCAL_DB_AGGREGATES_ENABLED: 'true',
        SUPABASE_LOCAL_DB_PLAN_ENABLED: 'nonsense',
      }),
    ).toEqual({ aggregatesEnabled: true, planEnabled: false });
  });
});
