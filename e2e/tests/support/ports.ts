/**
 * Ports of the e2e servers, away from `npm start` (3000–3005) so both can run at once.
 * Each spec that starts its own store gets its own block.
 */
export const E2E_BASE_PORT = 4100;
export const RUNTIME_CONFIG_BASE_PORT = 4200;
export const CANARY_CATALOG_PORT = 4210;
export const OFFLINE_BASE_PORT = 4300;

/**
 * The local Supabase server the e2e store talks to: its own port and a throwaway database
 * (e2e/.tmp/supabase, recreated and seeded for every run), away from `npm start`'s 54321.
 */
export const E2E_SUPABASE_PORT = 54400;
export const E2E_SUPABASE_URL = `http://127.0.0.1:${E2E_SUPABASE_PORT}`;

/** Port of each app when a store is started at `base` (same order as tooling/src/apps.mjs). */
export function portOf(
  app: 'shell' | 'catalog' | 'checkout' | 'loyalty' | 'account' | 'admin',
  base = E2E_BASE_PORT,
) {
  return base + ['shell', 'catalog', 'checkout', 'loyalty', 'account', 'admin'].indexOf(app);
}
