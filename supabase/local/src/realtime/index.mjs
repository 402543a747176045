// @ts-check
/**
 * The realtime service: Supabase Realtime's websocket at /realtime/v1/websocket (Phoenix
 * channels, vsn 1.0.0 and 2.0.0) with `postgres_changes` (trigger + NOTIFY capture, one read per
 * subscriber identity so RLS applies), broadcast and presence, over PGlite or PostgreSQL.
 */
import { WebSocketServer } from 'ws';
import { createBroadcastApi } from './broadcast-api.mjs';
import { createChangeEngine } from './changes.mjs';
import { Connection, closeCodes } from './connection.mjs';
import { createPresenceStore } from './presence.mjs';
import { checkToken } from './tokens.mjs';

const RESCAN_MS = 5000;
/** Realtime's websocket max_frame_size */
const MAX_FRAME_BYTES = 5_000_000;

/** Realtime's default `max_channels_per_client` (a tenant setting there). */
export const DEFAULT_MAX_CHANNELS_PER_CLIENT = 100;

/**
 * How many channels one websocket may have joined at once: `SUPABASE_LOCAL_MAX_CHANNELS_PER_CLIENT`
 * (a positive integer), else Realtime's default of 100.
 * @param {NodeJS.ProcessEnv} env
 */
export function maxChannelsPerClient(env) {
  const value = Number(env.SUPABASE_LOCAL_MAX_CHANNELS_PER_CLIENT);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_MAX_CHANNELS_PER_CLIENT;
}

/** @type {Record<number, string>} */
const STATUS_TEXT = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** @param {import('../server.mjs').ServiceContext} ctx */
export function createRealtimeService(ctx) {
  const { config, db, log } = ctx;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  /** @type {Set<Connection>} */
  const connections = new Set();
  /** @type {Map<string, Set<import('./channel.mjs').Channel>>} topic → joined channels */
  const topics = new Map();
  /** @type {Set<import('./channel.mjs').Channel>} channels with postgres_changes bindings */
  const changeSubscribers = new Set();
  const presence = createPresenceStore();
  const engine = createChangeEngine({ db, log, subscribers: () => changeSubscribers });
  /** @type {(() => Promise<void>) | undefined} */
  let unlisten;
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let rescanTimer;
  let closing = false;
  /** @type {Promise<void>} */
  let syncing = Promise.resolve();

  /** Installs/removes capture triggers to match the publication (one sync at a time). */
  const syncCapture = () => {
    syncing = syncing.then(() =>
      db
        .query('select realtime.local_sync_capture()')
        .then(() => undefined)
        .catch((error) => log(`realtime: capture sync failed: ${error?.message ?? error}`)),
    );
    return syncing;
  };

  /** @type {import('./connection.mjs').Hub} */
  const hub = {
    db,
    log,
    secret: config.jwtSecret,
    maxChannelsPerClient: maxChannelsPerClient(process.env),
    presence,
    topics,
    changeSubscribers,
    /** Makes sure every named publication table has its capture trigger. */
    ensureCapture: async (tables) => {
      if (tables.length === 0) return;
      const { rows } = await db.query(
        `select count(*)::int as missing
           from jsonb_to_recordset($1::jsonb) as x(schema text, "table" text)
           join pg_catalog.pg_namespace n on n.nspname = x.schema
           join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = x."table"
          where c.relkind = 'r'
            and not exists (
              select 1 from pg_catalog.pg_trigger t
               where t.tgrelid = c.oid and t.tgname = 'supabase_realtime_capture')`,
        [JSON.stringify(tables)],
      );
      if (Number(rows[0]?.missing) > 0) await syncCapture();
    },
  };

  const broadcastApi = createBroadcastApi(hub);

  /**
   * Refuses the upgrade with an HTTP answer, as Realtime's socket error handler does.
   * @param {import('node:stream').Duplex} socket
   * @param {number} status
   * @param {string} message
   */
  const refuse = (socket, status, message) => {
    const body = JSON.stringify({ error: message });
    const reason = STATUS_TEXT[status] ?? 'Error';
    if (socket.writable) {
      socket.end(
        `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };

  return {
    start: async () => {
      await db.query(
        "delete from realtime.local_overflow where created_at < now() - interval '1 hour'",
      );
      await syncCapture();
      unlisten = await db.listen('realtime', (payload) => engine.notify(payload));
      const { rows } = await db.query(
        `select exists (select 1 from pg_catalog.pg_event_trigger
                         where evtname = 'supabase_realtime_capture_sync' and evtenabled <> 'D') as ok`,
      );
      if (!rows[0]?.ok) {
        log('realtime: no DDL event trigger; re-scanning the publication every 5 s');
        rescanTimer = setInterval(() => void syncCapture(), RESCAN_MS);
        rescanTimer.unref();
      }
    },

    close: async () => {
      closing = true;
      if (rescanTimer) clearInterval(rescanTimer);
      engine.stop();
      const sockets = [...connections].map((connection) => {
        const closed = new Promise((resolve) => connection.ws.once('close', resolve));
        connection.close(closeCodes.goingAway, 'server shutting down');
        return closed;
      });
      // Clients answer the close frame at once; a silent one must not hold the shutdown.
      const grace = () => new Promise((resolve) => setTimeout(resolve, 1000).unref());
      await Promise.race([Promise.all(sockets), grace()]);
      for (const connection of connections) connection.ws.terminate();
      await unlisten?.().catch(() => {});
      await Promise.race([Promise.all([engine.idle(), syncing]), grace()]);
      await new Promise((resolve) => wss.close(() => resolve(undefined)));
    },

    /** Waits until every captured change so far has been delivered. */
    idle: () => engine.idle(),

    /**
     * Realtime's HTTP API under /realtime/v1 (the broadcast endpoints). The core server routes
     * only websocket upgrades here so far; see broadcast-api.mjs.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {URL} url
     */
    handle: (req, res, url) => broadcastApi.handle(req, res, url),

    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:stream').Duplex} socket
     * @param {Buffer} head
     */
    handleUpgrade: (req, socket, head) => {
      socket.on('error', () => socket.destroy());
      if (closing) {
        refuse(socket, 503, 'Realtime is restarting, please standby');
        return;
      }
      let url;
      try {
        url = new URL(req.url ?? '/', 'http://localhost');
      } catch {
        refuse(socket, 400, 'Malformed request URL');
        return;
      }
      const vsn = url.searchParams.get('vsn') ?? '1.0.0';
      if (!/^[12]\.0\.\d+$/.test(vsn)) {
        refuse(
          socket,
          403,
          `The client's requested transport version "${vsn}" does not match server's version requirements of ~> 1.0.0 or ~> 2.0.0`,
        );
        return;
      }
      const header = req.headers['x-api-key'] ?? req.headers.apikey;
      const apikey =
        (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey') ?? undefined;
      checkToken(config.jwtSecret, apikey)
        .then((check) => {
          if (!check.ok) {
            refuse(socket, 401, check.problem === 'expired' ? 'Token has expired' : check.message);
            return;
          }
          if (closing || socket.destroyed) {
            socket.destroy();
            return;
          }
          wss.handleUpgrade(req, socket, head, (ws) => {
            const connection = new Connection(hub, ws, {
              vsn,
              apikey: /** @type {string} */ (apikey),
            });
            connections.add(connection);
            ws.on('close', () => {
              connections.delete(connection);
              connection.dispose();
            });
          });
        })
        .catch((error) => {
          log(`realtime: upgrade failed: ${error?.stack ?? error}`);
          refuse(socket, 500, 'Error connecting to Realtime');
        });
    },
  };
}
