import type { BonisClient } from './client';

/**
 * The page's one supabase-js client. The shell creates it from runtime-config.json and hands it
 * over with `provideSupabase` before any remote renders; remotes read it with `getSupabase()`.
 * This works across remotes because @bonis/supabase-client is a shared federation singleton, so
 * every remote on the page sees the same module. A remote's standalone entry provides its own.
 */
let current: BonisClient | undefined;

export function provideSupabase(client: BonisClient): void {
  current = client;
}

export function getSupabase(): BonisClient {
  if (!current) {
    throw new Error(
      'No Supabase client on this page: the shell (or a standalone entry) must call provideSupabase() first',
    );
  }
  return current;
}
