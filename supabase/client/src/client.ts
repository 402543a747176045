import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import type { Database } from './database.types';

/** The supabase-js client typed with the Boñis database (generated from supabase/migrations). */
export type BonisClient = SupabaseClient<Database>;

export interface SupabaseConnection {
  /** API URL, e.g. http://127.0.0.1:54321 locally or https://<project>.supabase.co */
  url: string;
  /** the public anon key; never the service-role key in a browser */
  anonKey: string;
}

export interface BonisClientConfig extends SupabaseConnection {
  /**
   * supabase-js options. In Node 20 pass `realtime: { transport: ws }` (the `ws` package):
   * it has no global WebSocket and construction throws without one.
   */
  options?: SupabaseClientOptions<'public'>;
}

/**
 * The typed client every package uses. The connection comes from the shell's
 * runtime-config.json (`createBonisClient(runtimeConfig.supabase)`), so one build talks to
 * any Supabase project. Refuses a service-role key and anything but an http(s) URL.
 */
export function createBonisClient({ url, anonKey, options }: BonisClientConfig): BonisClient {
  if (!/^https?:\/\//.test(url)) {
    throw new Error(`Supabase URL must be an http(s) URL, got "${url}"`);
  }
  if (!anonKey) throw new Error('Supabase anon key is missing');
  if (keyRole(anonKey) === 'service_role') {
    throw new Error('Refusing to use a service-role key: browsers get the anon key only');
  }
  return createClient<Database>(url, anonKey, options);
}

/** `createBonisClient` with the options apart, as the first packages called it. */
export function createSupabaseClient(
  connection: SupabaseConnection,
  options?: SupabaseClientOptions<'public'>,
): BonisClient {
  return createBonisClient({ url: connection.url, anonKey: connection.anonKey, options });
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
