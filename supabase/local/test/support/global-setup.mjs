// @ts-check
/**
 * One local server per test-project run: on PGlite, or on PostgreSQL (DATABASE_URL, else a
 * throwaway cluster) for projects named `…:postgres`. Its URL and keys reach the tests through
 * `inject()`. The contract suite uses it over its own test schema; the store's database tests
 * (supabase/tests) over supabase/migrations, through `createGlobalSetup`.
 */
import { startPostgresCluster } from './pg-cluster.mjs';
import { removeDataDir, startLocalServer } from './server.mjs';

/**
 * @param {{ migrations?: string, seed?: string }} [schema] default: the contract test schema
 * @returns {(project: import('vitest/node').TestProject) => Promise<() => Promise<void>>}
 */
export function createGlobalSetup(schema = {}) {
  return async function setup(project) {
    const database = project.name.endsWith(':postgres') ? 'postgres' : 'pglite';
    /** @type {{ url: string, stop: () => void } | undefined} */
    let cluster;
    let databaseUrl;
    if (database === 'postgres') {
      if (process.env.DATABASE_URL) databaseUrl = process.env.DATABASE_URL;
      else {
        cluster = await startPostgresCluster();
        databaseUrl = cluster.url;
      }
    }
    const server = await startLocalServer({ databaseUrl, ...schema });
    project.provide('apiUrl', server.url);
    project.provide('anonKey', server.anonKey);
    project.provide('serviceRoleKey', server.serviceRoleKey);
    project.provide('jwtSecret', server.jwtSecret);
    project.provide('database', database);
    project.provide('databaseUrl', databaseUrl ?? '');
    return async () => {
      await server.stop();
      removeDataDir(server.dataDir);
      cluster?.stop();
    };
  };
}

export default createGlobalSetup();
