import { execFileSync } from 'node:child_process';

/**
 * Ports of the e2e servers. A run takes a block of its own, so two `npm test` runs (two clones,
 * or a developer's run beside CI's) never meet on a port: Playwright refuses to start a web
 * server on a port in use, and a run that talked to another run's store would test the wrong
 * build. The block is chosen once, in the runner, when Playwright loads its config, and handed
 * to every worker through `BONIS_E2E_PORT_BASE` (workers inherit the runner's environment; `??=`
 * keeps the runner's choice when a worker reads this file again). Set `BONIS_E2E_PORT_BASE`
 * yourself to pin it. Blocks lie from 20000 up to the kernel's ephemeral range (Linux:
 * `/proc/sys/net/ipv4/ip_local_port_range`, 32768 by default), away from `npm start` (3000–3005,
 * 54321): a port inside the ephemeral range can be free when the block is chosen and then taken
 * as the local port of one of the run's own outgoing connections before a test starts a server
 * on it (seen: EADDRINUSE on the runtime-config journey's second store under load).
 *
 * Inside a block (base + offset):
 *   +0…+5     the built store (shell, catalog, checkout, loyalty, account, admin)
 *   +100…+105 a second runtime-config.json arrangement, +110 its canary catalog
 *   +200…+205 a store with one remote offline
 *   +300      the local Supabase server (a throwaway seeded database per run)
 *   +400…+405 a store for the server-rendering journeys, +410 the catalog build they move
 *   +420      the independent-teams journeys' package registry, +421…+423 the remotes they
 *             build outside the monorepo, +430…+435 the store they point at them
 */
const OFFSETS = {
  store: 0,
  runtimeConfig: 100,
  canaryCatalog: 110,
  offline: 200,
  supabase: 300,
  ssr: 400,
  ssrCatalog: 410,
  registry: 420,
  standalone: 421,
  independent: 430,
} as const;

/** Every port a block uses, as offsets. */
const USED = [
  0, 1, 2, 3, 4, 5, 100, 101, 102, 103, 104, 105, 110, 200, 201, 202, 203, 204, 205, 300, 400, 401,
  402, 403, 404, 405, 410, 420, 421, 422, 423, 430, 431, 432, 433, 434, 435,
];

/**
 * A block whose ports are all free now: random candidates (so two runs starting together do not
 * probe the same block first), each probed by listening on every port of it. Synchronous because
 * Playwright loads its config synchronously; the probe runs in a child Node process.
 */
function pickBlock(): number {
  const probe = `
    const net = require('node:net');
    const used = ${JSON.stringify(USED)};
    let ephemeralStart = 32768;
    try {
      const [low] = require('node:fs').readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/[^0-9]+/);
      if (Number(low) > 21000) ephemeralStart = Number(low);
    } catch {}
    const blocks = Math.floor((ephemeralStart - 1 - ${Math.max(...USED)} - 20000) / 500) + 1;
    const free = (port) => new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen({ port }, () => server.close(() => resolve(true)));
    });
    (async () => {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const base = 20000 + 500 * Math.floor(Math.random() * blocks);
        const results = await Promise.all(used.map((offset) => free(base + offset)));
        if (results.every(Boolean)) { process.stdout.write(String(base)); return; }
      }
      process.exit(1);
    })();
  `;
  try {
    return Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }));
  } catch {
    throw new Error('e2e: no free block of ports found below the ephemeral range (50 tries)');
  }
}

process.env.BONIS_E2E_PORT_BASE ??= String(pickBlock());
const BASE = Number(process.env.BONIS_E2E_PORT_BASE);
if (!Number.isInteger(BASE) || BASE < 1024 || BASE + 435 > 65535) {
  throw new Error(`e2e: BONIS_E2E_PORT_BASE must be a port from 1024 to 65100, got '${BASE}'`);
}

export const E2E_BASE_PORT = BASE + OFFSETS.store;
export const RUNTIME_CONFIG_BASE_PORT = BASE + OFFSETS.runtimeConfig;
export const CANARY_CATALOG_PORT = BASE + OFFSETS.canaryCatalog;
export const OFFLINE_BASE_PORT = BASE + OFFSETS.offline;
export const E2E_SUPABASE_PORT = BASE + OFFSETS.supabase;
export const SSR_BASE_PORT = BASE + OFFSETS.ssr;
export const SSR_CATALOG_PORT = BASE + OFFSETS.ssrCatalog;
export const REGISTRY_PORT = BASE + OFFSETS.registry;
/** The first of the three ports the remotes built outside the monorepo are served on. */
export const STANDALONE_PORT = BASE + OFFSETS.standalone;
export const INDEPENDENT_BASE_PORT = BASE + OFFSETS.independent;
export const E2E_SUPABASE_URL = `http://127.0.0.1:${E2E_SUPABASE_PORT}`;

/** Port of each app when a store is started at `base` (same order as tooling/src/apps.mjs). */
export function portOf(
  app: 'shell' | 'catalog' | 'checkout' | 'loyalty' | 'account' | 'admin',
  base = E2E_BASE_PORT,
) {
  return base + ['shell', 'catalog', 'checkout', 'loyalty', 'account', 'admin'].indexOf(app);
}
