// @ts-check
/**
 * One local server per project run, over the store's own migrations and seed: on PGlite, or
 * on PostgreSQL (DATABASE_URL, else a throwaway cluster). URL and keys reach the tests through
 * `inject()`.
 */
import path from 'node:path';
import {
  removeDataDir,
  startLocalServer,
  startPostgresCluster,
} from '@bonis/supabase-local/testing';

const SUPABASE = path.resolve(import.meta.dirname, '..', '..');

/** @param {import('vitest/node').TestProject} project */
export default async function setup(project) {
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
  const server = await startLocalServer({
    databaseUrl,
    migrations: path.join(SUPABASE, 'migrations'),
    seed: path.join(SUPABASE, 'seed.sql'),
  });
  project.provide('apiUrl', server.url);
  project.provide('anonKey', server.anonKey);
  project.provide('serviceRoleKey', server.serviceRoleKey);
  project.provide('database', database);
  project.provide('databaseUrl', databaseUrl ?? '');
  return async () => {
    await server.stop();
    removeDataDir(server.dataDir);
    cluster?.stop();
  };
}
