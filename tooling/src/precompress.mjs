// @ts-check
/**
 * Compresses a production build's text files once, at build time: `<file>.br` (brotli, quality
 * 11) and `<file>.gz` (gzip, level 9) beside each one, as a CDN would serve them. The static
 * server (`serve.mjs`, sirv) sends the variant the browser accepts and never compresses while
 * answering: compressing on the request path (brotli 11 runs at a few MB/s) held a loaded
 * machine's first page load for 20–37 s per script (e2e's runtime-config test, two `npm test`
 * runs at once, load 20).
 *
 * `runtime-config.json` is left alone: deployers edit it in place, and a stale `.br` beside it
 * would be served instead of their edit.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * The text files worth compressing; anything smaller than MIN_BYTES is sent as it is. Source
 * maps are left out: only a developer's tools fetch them.
 */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);
export const MIN_BYTES = 512;
/** Edited after the build, so never precompressed. */
export const NEVER = new Set(['runtime-config.json']);

/**
 * Writes the `.br` and `.gz` of each compressible file among `names` (paths relative to `dir`).
 * Runs on zlib's thread pool, never on the event loop. Returns the files it compressed.
 * @param {string} dir
 * @param {Iterable<string>} names
 * @returns {Promise<string[]>}
 */
export async function precompress(dir, names) {
  const chosen = [...names].filter(
    (name) => COMPRESSIBLE.has(path.extname(name)) && !NEVER.has(path.basename(name)),
  );
  const done = await Promise.all(
    chosen.map(async (name) => {
      const file = path.join(dir, name);
      const body = await readFile(file);
      if (body.length < MIN_BYTES) return null;
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: 11,
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gz(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      return name;
    }),
  );
  return done.filter((name) => name !== null);
}

/** The Rspack plugin: precompresses every file the build emitted, once it is written. */
export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const names = compilation.getAssets().map((asset) => asset.name);
      await precompress(compiler.outputPath, names);
    });
  }
}
