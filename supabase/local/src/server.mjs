// @ts-check
/**
 * The local Supabase-compatible server: opens the database, brings it up to date, and answers
 * /rest/v1, /auth/v1, /storage/v1, /realtime/v1/websocket and /mailbox on one port.
 */
import { createServer } from 'node:http';
import { openDatabase } from './db/adapter.mjs';
import { migrate } from './db/migrate.mjs';
import { apiKeys } from './keys.mjs';
import { HttpError, sendError, sendJson } from './http.mjs';
import { createRouter } from './router.mjs';
import { createGateway } from './gateway.mjs';
import { DEMO_KEYS_WARNING, resolveJwtSecret } from './secrets.mjs';
import { loadAuthSettings } from './auth/settings.mjs';
import { createJobRunner } from './jobs/index.mjs';
import { createMailbox } from './mailbox/index.mjs';
import { createRestService } from './rest/index.mjs';
import { createAuthService } from './auth/index.mjs';
import { createStorageService } from './storage/index.mjs';
import { seedBuckets } from './storage/seed.mjs';
import { createRealtimeService } from './realtime/index.mjs';
import { createPgMetaService } from './pgmeta.mjs';

/**
 * @typedef {object} ServiceContext what every service gets
 * @property {import('./config.mjs').LocalConfig} config
 * @property {import('./db/adapter.mjs').Database} db
 * @property {{ anonKey: string, serviceRoleKey: string }} keys
 * @property {Endpoint} endpoint how clients reach this server (filled in once it listens)
 * @property {ReturnType<typeof createMailbox>} mailbox
 * @property {(line: string) => void} log
 */

/**
 * @typedef {object} Endpoint
 * @property {string} externalUrl the server's URL for clients (config, else http://<host>:<port>)
 * @property {string} jwtIssuer `iss` of the access tokens auth issues (config, else
 *   `<externalUrl>/auth/v1`); never taken from a request's Host header
 */

/**
 * @param {import('./config.mjs').LocalConfig} loaded
 * @param {{ log?: (line: string) => void, reset?: boolean }} [options]
 */
export async function startServer(loaded, { log = () => {} } = {}) {
  const started = performance.now();
  const jwt = resolveJwtSecret(loaded);
  if (jwt.source === 'demo') log(DEMO_KEYS_WARNING);
  if (jwt.source === 'generated') log(`made a new JWT secret in ${jwt.file}`);
  /** @type {import('./config.mjs').LocalConfig} */
  const config = { ...loaded, jwtSecret: jwt.secret };
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/db`,
    log,
  });
  try {
    const { fresh } = await migrate(db, {
      migrationsDir: config.migrationsDir,
      seedFile: config.seedFile,
      log,
    });
    // Bucket objects (config.toml objects_path) join the seed: once, on a fresh database.
    if (fresh && config.seedBuckets.length > 0) {
      await seedBuckets({
        db,
        dataDir: config.dataDir,
        buckets: config.seedBuckets,
        maxFileBytes: config.storageMaxFileBytes,
        log,
      });
    }
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  const keys = await apiKeys(config.jwtSecret, { demo: jwt.source === 'demo' });
  const mailbox = createMailbox({ db });
  /** @type {Endpoint} */
  const endpoint = { externalUrl: config.externalUrl, jwtIssuer: config.jwtIssuer };
  /** @type {ServiceContext} */
  const ctx = { config, db, keys, endpoint, mailbox, log };
  const gateway = createGateway({
    config,
    redirectUrls: loadAuthSettings().additionalRedirectUrls,
  });
  const rest = createRestService(ctx);
  const auth = createAuthService(ctx);
  const storage = createStorageService(ctx);
  const realtime = createRealtimeService(ctx);
  const pgmeta = createPgMetaService(ctx);
  await realtime.start();
  // pg_cron's part: the jobs the migrations scheduled run on their schedule.
  const jobs = createJobRunner({ db, log });
  if (config.jobs) jobs.start();

  /** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, url: URL) => Promise<void> | void} */
  const health = (_req, res) => sendJson(res, 200, { status: 'ok', database: db.kind });
  // Each service routes below its prefix with the same router (src/router.mjs).
  const services = createRouter([
    ['*', '/rest/v1/*', rest.handle],
    ['*', '/auth/v1/*', auth.handle],
    ['*', '/storage/v1/*', storage.handle],
    ['*', '/realtime/v1/*', realtime.handle],
    ['*', '/mailbox/*', mailbox.handle],
    ['*', '/pg/*', pgmeta.handle],
    ['*', '/', health],
    ['*', '/health', health],
  ]);

  const server = createServer(async (req, res) => {
    let url;
    try {
      // The Host header is checked by the gateway, not trusted here.
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      sendJson(res, 400, { message: 'Malformed request URL' });
      return;
    }
    if (!gateway.admit(req, res, url.pathname)) {
      req.resume();
      return;
    }
    try {
      const found = services.match(req.method ?? 'GET', url.pathname);
      if (found && 'handler' in found) await found.handler(req, res, url);
      else sendJson(res, 404, { message: 'no Route matched with those values' });
    } catch (error) {
      sendError(req, res, error, (unexpected) => {
        log(
          `unexpected error on ${req.method} ${url.pathname}: ${unexpected instanceof Error ? unexpected.stack : unexpected}`,
        );
        return new HttpError(500, { message: 'Internal server error' });
      });
    }
  });
  server.on('upgrade', (req, socket, head) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (!gateway.admitUpgrade(req)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    } else if (path.startsWith('/realtime/v1/websocket')) {
      realtime.handleUpgrade(req, socket, head);
    } else socket.destroy();
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve(undefined));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  endpoint.externalUrl ||= url;
  endpoint.jwtIssuer ||= `${endpoint.externalUrl}/auth/v1`;
  let closing;
  return {
    url,
    port,
    keys,
    jwtSecretSource: jwt.source,
    db,
    mailbox,
    jobs,
    startupMs: performance.now() - started,
    /** Stops accepting connections, closes websockets, then the database (flushes PGlite). */
    close: () => {
      closing ??= (async () => {
        await jobs.stop();
        await realtime.close();
        server.closeAllConnections?.();
        await new Promise((resolve) => server.close(() => resolve(undefined)));
        await db.close();
      })();
      return closing;
    },
  };
}
