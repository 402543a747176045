#!/usr/bin/env node
// @ts-check
/**
 * `bonis-serve [folder] --port N`: serves one built remote (default `dist`) as the store's own
 * static servers do (`serveStatic`: CORS, precompressed variants, immutable hashed files,
 * `no-cache` entries), on 127.0.0.1. A remote's team runs it outside the monorepo
 * (`npm run serve` in the remote) and points the store's runtime-config.json at
 * `http://127.0.0.1:<port>/mf-manifest.json`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serveStatic } from '../src/serve.mjs';
import { closeOnSignals } from '../src/signals.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string', default: '0' }, host: { type: 'string' } },
});
const root = path.resolve(positionals[0] ?? 'dist');
if (
  !existsSync(path.join(root, 'mf-manifest.json')) &&
  !existsSync(path.join(root, 'index.html'))
) {
  console.error(`${root} has no build to serve: run \`npm run build\` first`);
  process.exit(1);
}
const hostname = values.host ?? '127.0.0.1';
const server = await serveStatic({ root, port: Number(values.port), hostname });
const origin = `http://${hostname}:${server.port}`;
const manifest = existsSync(path.join(root, 'mf-manifest.json'))
  ? `${origin}/mf-manifest.json`
  : origin;
console.log(`Serving ${root} on ${manifest}`);
closeOnSignals(() => server.close());
