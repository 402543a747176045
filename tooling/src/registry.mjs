// @ts-check
/**
 * The local package registry (ARCHITECTURE §3): Verdaccio, configured by
 * tooling/verdaccio/config.yaml, storing under .verdaccio/ and listening on 127.0.0.1 only.
 * `@bonis/*` packages are published to it (`npm run release`); everything else is proxied from
 * the registry npm itself uses, read from `npm config get registry` when Verdaccio starts and
 * never written in a file.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { waitForHealthy } from './health.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const REGISTRY_HOST = '127.0.0.1';
export const REGISTRY_PORT = 4873;
/** Where the registry keeps its packages and users, unless told otherwise. */
export const REGISTRY_DIR = path.join(ROOT, '.verdaccio');
export const CONFIG_FILE = path.join(ROOT, 'tooling', 'verdaccio', 'config.yaml');
/**
 * The account releases publish with. The registry listens on the loopback interface only and
 * holds nothing but this workspace's own packages, so its password guards against mistakes
 * (an anonymous publish), not against people.
 */
export const PUBLISHER = Object.freeze({ name: 'bonis', password: 'bonis-local-registry' });

/** @param {number} [port] */
export function registryUrl(port = REGISTRY_PORT) {
  return `http://${REGISTRY_HOST}:${port}/`;
}

/**
 * The registry npm is configured with here (the uplink), with any override pointing npm at a
 * local registry removed from the environment first.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function upstreamRegistry(env = process.env) {
  return npmConfig('registry', env);
}

/**
 * The contents of npm's `cafile` setting, when it names a readable file.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function npmCertificates(env = process.env) {
  const file = npmConfig('cafile', env);
  if (!file || file === 'null' || file === 'undefined' || !existsSync(file)) return undefined;
  return readFileSync(file, 'utf8');
}

/**
 * One npm setting as npm resolves it here, environment overrides of the registry left out.
 * @param {string} key
 * @param {NodeJS.ProcessEnv} env
 */
function npmConfig(key, env) {
  return execFileSync('npm', ['config', 'get', key], {
    env: withoutRegistryOverrides(env),
    encoding: 'utf8',
  }).trim();
}

/**
 * `env` without the variables that would point npm somewhere else than its own configuration
 * (npm reads `npm_config_*` in any case).
 * @param {NodeJS.ProcessEnv} env
 */
export function withoutRegistryOverrides(env) {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([key]) => !/^npm_config_(?:registry|userconfig|@bonis:registry)$/i.test(key),
    ),
  );
}

/**
 * Starts Verdaccio in this process.
 * @param {{ port?: number, dir?: string, uplink?: string }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startRegistry({
  port = REGISTRY_PORT,
  dir = REGISTRY_DIR,
  uplink = upstreamRegistry(),
} = {}) {
  const url = registryUrl(port);
  if (new URL(uplink).host === new URL(url).host) {
    throw new Error(
      `The registry's uplink can't be itself (${uplink}): check npm's registry setting`,
    );
  }
  const { parseConfigFile, runServer } = await import('verdaccio');
  mkdirSync(path.join(dir, 'storage'), { recursive: true });
  const config = parseConfigFile(CONFIG_FILE);
  config.self_path = path.join(dir, 'config.yaml');
  config.storage = path.join(dir, 'storage');
  config.auth.htpasswd.file = path.join(dir, 'htpasswd');
  config.uplinks.upstream.url = uplink;
  // The certificates npm itself trusts for that registry (its `cafile`), if it names any.
  const ca = npmCertificates();
  if (ca) config.uplinks.upstream.ca = ca;
  const app = await runServer(config);
  /** @type {import('node:http').Server} */
  const server = await new Promise((resolve, reject) => {
    const listening = app.listen(port, REGISTRY_HOST, () => resolve(listening));
    listening.once('error', reject);
  });
  return {
    url,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Waits until a registry answers its ping.
 * @param {string} url
 * @param {number} [timeoutMs]
 */
export async function waitForRegistry(url, timeoutMs = 60_000) {
  try {
    await waitForHealthy(new URL('-/ping', url).href, { timeoutMs, intervalMs: 250 });
  } catch (error) {
    throw new Error(`No registry answers at ${url}: start it with \`npm run registry\``, {
      cause: error,
    });
  }
}

/**
 * A publish token for `PUBLISHER` on the registry at `url`: the account is created the first
 * time, signed in to afterwards.
 * @param {string} url
 */
export async function publishToken(url) {
  const endpoint = new URL(`-/user/org.couchdb.user:${PUBLISHER.name}`, url);
  const body = JSON.stringify({ name: PUBLISHER.name, password: PUBLISHER.password });
  const basic = Buffer.from(`${PUBLISHER.name}:${PUBLISHER.password}`).toString('base64');
  /** @type {Record<string, string>[]} signed in first, else signed up */
  const attempts = [{ authorization: `Basic ${basic}` }, {}];
  for (const headers of attempts) {
    const response = await fetch(endpoint, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    const answer = /** @type {{ token?: string, error?: string }} */ (
      await response.json().catch(() => ({}))
    );
    if (response.ok && answer.token) return answer.token;
  }
  throw new Error(`The registry at ${url} refused the publisher account "${PUBLISHER.name}"`);
}

/**
 * Writes an npm user configuration for publishing to the registry at `url` (its address and a
 * token), for `npm_config_userconfig`. It lives in the registry's own folder, never in the
 * repository's files.
 * @param {string} url
 * @param {string} file
 */
export async function writePublishConfig(url, file) {
  const token = await publishToken(url);
  const { host } = new URL(url);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `registry=${url}\n//${host}/:_authToken=${token}\n`, { mode: 0o600 });
  return file;
}
