// @ts-check
/**
 * One local server per contract-suite run: on PGlite, or on PostgreSQL (DATABASE_URL, else a
 * throwaway cluster). Its URL and keys reach the tests through `inject()`.
 */
import { startPostgresCluster } from './pg-cluster.mjs';
import { removeDataDir, startLocalServer } from './server.mjs';

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
  const server = await startLocalServer({ databaseUrl });
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
