// @ts-check
/**
 * The deployable front-end applications of the store: the host and its five remotes.
 * `name` is the Module Federation name (and the key in runtime-config.json), `dir` the
 * workspace folder, `port` the local port it is served on (npm start / npm run dev).
 *
 * @typedef {{ name: string, dir: string, pkg: string, port: number, kind: 'host' | 'remote' }} App
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** @type {App} */
export const host = { name: 'shell', dir: 'shell', pkg: '@bonis/shell', port: 3000, kind: 'host' };

/** @type {readonly App[]} */
export const remotes = Object.freeze([
  { name: 'catalog', dir: 'mfe-catalog', pkg: '@bonis/mfe-catalog', port: 3001, kind: 'remote' },
  { name: 'checkout', dir: 'mfe-checkout', pkg: '@bonis/mfe-checkout', port: 3002, kind: 'remote' },
  { name: 'loyalty', dir: 'mfe-loyalty', pkg: '@bonis/mfe-loyalty', port: 3003, kind: 'remote' },
  { name: 'account', dir: 'mfe-account', pkg: '@bonis/mfe-account', port: 3004, kind: 'remote' },
  { name: 'admin', dir: 'mfe-admin', pkg: '@bonis/mfe-admin', port: 3005, kind: 'remote' },
]);

/** @type {readonly App[]} */
export const apps = Object.freeze([host, ...remotes]);

/**
 * Port of each app when the whole store is served from `basePort` (host) upwards.
 * @param {number} basePort
 * @returns {Record<string, number>}
 */
export function portsFrom(basePort) {
  return Object.fromEntries(apps.map((app, index) => [app.name, basePort + index]));
}

/**
 * Edits a built store's runtime-config.json in place (what moving a remote or a Supabase
 * project takes, ARCHITECTURE §3): `change` gets the parsed file and returns the new one.
 * @param {string} file
 * @param {(config: Record<string, any>) => Record<string, any>} change
 */
export function editRuntimeConfig(file, change) {
  if (!existsSync(file)) throw new Error(`${file} doesn't exist: build the store first`);
  const config = change(JSON.parse(readFileSync(file, 'utf8')));
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
}

/**
 * The runtime configuration the shell reads from /runtime-config.json. The anon key is the
 * local server's own (each data folder has its own secret): read it from the server's output
 * (`startSupabaseLocal`), never from a constant.
 * @param {{ remoteOrigins: Record<string, string>, supabase: { url: string, anonKey: string } }} options
 */
export function runtimeConfig({ remoteOrigins, supabase }) {
  return {
    supabase,
    remotes: Object.fromEntries(
      remotes.map((remote) => {
        const origin = remoteOrigins[remote.name];
        if (!origin) throw new Error(`No origin given for remote "${remote.name}"`);
        return [remote.name, `${origin}/mf-manifest.json`];
      }),
    ),
  };
}
