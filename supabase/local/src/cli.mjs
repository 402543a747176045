#!/usr/bin/env node
// @ts-check
/**
 * `npm run supabase:start`: the local Supabase-compatible server on http://127.0.0.1:54321.
 *
 *   --reset                 recreate the database (PGlite data in .data/) and stored files
 *   --port N                listen elsewhere (0 = any free port)
 *   --data-dir DIR          PGlite data and storage files (default .data/)
 *   --migrations DIR        migrations folder (default supabase/migrations)
 *   --seed FILE | --no-seed seed file for a fresh database (default supabase/seed.sql, plus
 *                           the files of config.toml's [storage.buckets.*] objects_path; another
 *                           --seed FILE replaces both, --no-seed drops both)
 *   --runtime-config FILE   also write the URL and anon key into this runtime-config.json
 *                           (default: none; `npm start` and `npm run serve` write the shell's)
 *   --demo-keys             sign with the Supabase CLI's public demo secret (prints a warning);
 *                           without it the secret is SUPABASE_JWT_SECRET / [auth] jwt_secret, or
 *                           the data folder's own random one (<data-dir>/jwt-secret)
 *
 * DATABASE_URL switches from PGlite to that PostgreSQL.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.mjs';
import { startServer } from './server.mjs';

const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    port: { type: 'string' },
    'data-dir': { type: 'string' },
    migrations: { type: 'string' },
    seed: { type: 'string' },
    'no-seed': { type: 'boolean', default: false },
    'runtime-config': { type: 'string' },
    quiet: { type: 'boolean', default: false },
    'demo-keys': { type: 'boolean', default: false },
  },
});

const SECRET_SOURCES = {
  pinned: 'pinned (SUPABASE_JWT_SECRET or [auth] jwt_secret)',
  demo: "the Supabase CLI's public demo secret (--demo-keys): anyone can mint tokens",
  'data-folder': "this data folder's own (jwt-secret)",
  generated: 'new, random, kept in this data folder (jwt-secret)',
};

const base = loadConfig();
const config = {
  ...base,
  port: values.port !== undefined ? Number(values.port) : base.port,
  dataDir: values['data-dir'] ? path.resolve(values['data-dir']) : base.dataDir,
  demoKeys: values['demo-keys'] || base.demoKeys,
  migrationsDir: values.migrations ? path.resolve(values.migrations) : base.migrationsDir,
  seedFile: values['no-seed'] ? undefined : values.seed ? path.resolve(values.seed) : base.seedFile,
  // The project's seed is seed.sql plus the bucket objects; another seed file replaces both.
  seedBuckets:
    values['no-seed'] || (values.seed && path.resolve(values.seed) !== base.seedFile)
      ? []
      : base.seedBuckets,
};
const log = values.quiet
  ? () => {}
  : (/** @type {string} */ line) => console.log(`[supabase] ${line}`);

if (values.reset) {
  if (config.databaseUrl) {
    console.error(
      '--reset only recreates the embedded PGlite database; drop your PostgreSQL database yourself.',
    );
    process.exit(1);
  }
  rmSync(path.join(config.dataDir, 'db'), { recursive: true, force: true });
  rmSync(path.join(config.dataDir, 'storage'), { recursive: true, force: true });
  log(`reset ${config.dataDir}`);
}

try {
  // The demo warning is printed even with --quiet.
  const server = await startServer(config, {
    log: (line) => (line.startsWith('WARNING') ? console.warn(line) : log(line)),
  });
  // The one place this server publishes where it is and its anon key (never the
  // service_role key): `npm start`, `npm run serve`, a remote's standalone dev server and the
  // tooling that starts this server read them from here.
  writeFileSync(
    path.join(config.dataDir, 'connection.json'),
    `${JSON.stringify({ url: server.url, anonKey: server.keys.anonKey }, null, 2)}\n`,
  );
  const runtimeConfigFile = values['runtime-config'];
  if (runtimeConfigFile && runtimeConfigFile !== 'none') {
    const file = path.resolve(runtimeConfigFile);
    if (existsSync(file)) {
      const runtime = JSON.parse(readFileSync(file, 'utf8'));
      runtime.supabase = { url: server.url, anonKey: server.keys.anonKey };
      writeFileSync(file, `${JSON.stringify(runtime, null, 2)}\n`);
    } else console.warn(`--runtime-config ${file}: no such file, nothing written`);
  }
  console.log(`
  Supabase local (${server.db.kind === 'pglite' ? `PGlite, ${config.dataDir}` : 'PostgreSQL'}) ready in ${(server.startupMs / 1000).toFixed(1)} s
  API URL: ${server.url}
  anon key: ${server.keys.anonKey}
  service_role key: ${server.keys.serviceRoleKey}
  JWT secret: ${SECRET_SOURCES[server.jwtSecretSource]}
  Mailbox: ${server.url}/mailbox
`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    log('stopping…');
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(
    `Supabase local failed to start: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
}
