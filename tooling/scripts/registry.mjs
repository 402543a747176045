#!/usr/bin/env node
// @ts-check
/**
 * `npm run registry`: the local package registry (Verdaccio) on http://127.0.0.1:4873, with its
 * packages and users in .verdaccio/. `--port N` and `--dir D` move it (tests run their own).
 * Ctrl+C stops it.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REGISTRY_DIR, REGISTRY_PORT, startRegistry, upstreamRegistry } from '../src/registry.mjs';
import { closeOnSignals } from '../src/signals.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string' }, dir: { type: 'string' } },
});

try {
  const uplink = upstreamRegistry();
  const registry = await startRegistry({
    port: values.port ? Number(values.port) : REGISTRY_PORT,
    dir: values.dir ? path.resolve(values.dir) : REGISTRY_DIR,
    uplink,
  });
  console.log(`Registry ready on ${registry.url} (other packages from npm's own registry)`);
  closeOnSignals(() => registry.close());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
