import { anonKeyFor } from '@bonis/tooling/supabase';

/**
 * The anon key of the e2e run's local server. playwright.config.ts pins that server's JWT
 * secret for the run (SUPABASE_JWT_SECRET, inherited by the servers and the workers), so the
 * key is the one the server prints; no key is written in the source.
 */
export function e2eAnonKey(): Promise<string> {
  const secret = process.env.SUPABASE_JWT_SECRET;
  if (!secret)
    throw new Error('SUPABASE_JWT_SECRET is not set: run the e2e tests with playwright.config.ts');
  return anonKeyFor(secret);
}
