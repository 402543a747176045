import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import type { Database } from './database.types';

export type BonisClient = SupabaseClient<Database>;

export interface SupabaseConnection {
  /** API URL, e.g. http://127.0.0.1:54321 locally or https://<project>.supabase.co */
  url: string;
  /** the public anon key; never the service-role key in a browser */
  anonKey: string;
}

/**
 * The typed supabase-js client every package uses. The connection comes from the shell's
 * runtime-config.json, so one build talks to any Supabase project.
 */
export function createSupabaseClient(
  { url, anonKey }: SupabaseConnection,
  options?: SupabaseClientOptions<'public'>,
): BonisClient {
  if (!/^https?:\/\//.test(url)) {
    throw new Error(`Supabase URL must be an http(s) URL, got "${url}"`);
  }
  if (!anonKey) throw new Error('Supabase anon key is missing');
  if (keyRole(anonKey) === 'service_role') {
    throw new Error('Refusing to use a service-role key: browsers get the anon key only');
  }
  return createClient<Database>(url, anonKey, options);
}

/** The `role` claim of a Supabase API key (a JWT), or undefined if it isn't one. */
export function keyRole(key: string): string | undefined {
  const payload = key.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null && 'role' in claims
      ? String(claims.role)
      : undefined;
  } catch {
    return undefined;
  }
}
