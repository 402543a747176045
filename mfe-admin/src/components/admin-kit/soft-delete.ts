import type { BonisClient } from '@bonis/supabase-client';

/** The tables whose rows an admin deletes (softly) through `admin_delete`. */
export const SOFT_DELETE_TABLES = [
  'products',
  'categories',
  'user_profiles',
  'discount_codes',
  'membership_plans',
  'shipping_rates',
  'shipping_time_ranges',
  'banner_settings',
  'roulette_prizes',
  'bonus_store',
  'rewards_catalog',
] as const;

export type SoftDeleteTable = (typeof SOFT_DELETE_TABLES)[number];

/** Thrown when the database answered but changed fewer rows than asked (gone meanwhile). */
export class SoftDeleteCountError extends Error {
  constructor(
    readonly action: 'delete' | 'restore',
    readonly asked: number,
    readonly changed: number,
  ) {
    super(`${action}: ${changed} of ${asked} rows changed`);
    this.name = 'SoftDeleteCountError';
  }
}

async function call(
  client: BonisClient,
  action: 'delete' | 'restore',
  table: SoftDeleteTable,
  ids: readonly string[],
): Promise<number> {
  const args = { p_table: table, p_ids: [...ids] };
  const { data, error } =
    action === 'delete'
      ? await client.rpc('admin_delete', args)
      : await client.rpc('admin_restore', args);
  if (error) throw error;
  if (data < ids.length) throw new SoftDeleteCountError(action, ids.length, data);
  return data;
}

/**
 * Deletes rows at once, softly: `admin_delete` sets their `deleted_at`, so they leave every
 * list and every shopper's read (RLS) until `restoreDeleted` or the purge 30 days later. The
 * database deletes all of them or none; a refusal is its Spanish message (P0001, or 42501 for
 * the admin's own account), thrown as the PostgREST error. Nothing is removed from storage:
 * a restore needs the images, the purge removes them.
 */
export function softDelete(
  client: BonisClient,
  table: SoftDeleteTable,
  ids: readonly string[],
): Promise<number> {
  return call(client, 'delete', table, ids);
}

/** Brings softly deleted rows back ('Deshacer'): `admin_restore`, all of them or none. */
export function restoreDeleted(
  client: BonisClient,
  table: SoftDeleteTable,
  ids: readonly string[],
): Promise<number> {
  return call(client, 'restore', table, ids);
}
