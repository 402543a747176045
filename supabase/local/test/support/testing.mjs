// @ts-check
/**
 * Test support other packages use (`@bonis/supabase-local/testing`): the store's database
 * tests start this server over supabase/migrations the same way the contract suite does, and
 * open the test's PostgreSQL directly (`openDatabase`) to interleave transactions by hand.
 */
export { openDatabase } from '../../src/db/adapter.mjs';
export { createGlobalSetup } from './global-setup.mjs';
export { removeDataDir, startLocalServer } from './server.mjs';
export { startPostgresCluster } from './pg-cluster.mjs';
