// @ts-check
/**
 * The host's start-up scripts are found by running the entry chunk: it runs, asks for the
 * bootstrap chunk, whose shared modules (react-dom, the router, supabase-js…) are then fetched
 * from the share scope, and those ask for the modules they share in turn. Each step waits for the
 * one before, so on a slow connection the shared chunks start downloading only after the entry
 * chunk has arrived and run.
 *
 * This plugin walks that same graph at build time: from the chunks of the entry's async
 * `import('./bootstrap')`, through every consume-shared module's fallback chunk group, to a
 * fixpoint. It adds a `<link rel="preload" as="script">` for each file found to index.html, so
 * the browser fetches them alongside the entry chunk. The share scope still
 * decides at run time which copy runs; the host's own copy is what the store uses
 * (`shareStrategy: 'loaded-first'`, the host loads first).
 */
import { rspack } from '@rspack/core';

const PLUGIN = 'PreloadStartupChunksPlugin';

/**
 * @typedef {{
 *   id: string | number | null | undefined,
 *   files: Iterable<string>,
 * }} ChunkLike
 * @typedef {{ identifier(): string, blocks?: readonly unknown[] }} ModuleLike
 * @typedef {{ chunks: readonly ChunkLike[] }} GroupLike
 * @typedef {{
 *   getChunkModules(chunk: ChunkLike): Iterable<ModuleLike>,
 *   getBlockChunkGroup(block: unknown): GroupLike | null | undefined,
 * }} ChunkGraphLike
 */

/** `(default) react` from `consume shared module (default) react@19.3.1 (strict) …` */
const SHARED = /^(consume|provide) shared module \((.+?)\) (.+?)@/;

/**
 * @param {ModuleLike} module
 * @returns {{ kind: 'consume' | 'provide', key: string } | undefined}
 */
function sharedModuleOf(module) {
  const match = SHARED.exec(module.identifier());
  if (!match) return undefined;
  return { kind: /** @type {'consume' | 'provide'} */ (match[1]), key: `${match[2]}:${match[3]}` };
}

/**
 * The JavaScript files a chunk group needs before it can run, in discovery order: its own
 * chunks and, for every shared module it consumes, the chunks of the copy the host provides
 * (what the share scope hands out), transitively. A module the host does not provide falls
 * back to the consumer's own fallback chunks.
 * @param {GroupLike} group
 * @param {ChunkGraphLike} chunkGraph
 * @param {Iterable<ModuleLike>} provided the host's provide-shared modules
 * @returns {string[]}
 */
export function startupFiles(group, chunkGraph, provided) {
  /** @type {Map<string, ModuleLike>} */
  const providers = new Map();
  for (const module of provided) {
    const shared = sharedModuleOf(module);
    if (shared?.kind === 'provide') providers.set(shared.key, module);
  }
  /** @param {ModuleLike} module */
  const groupsOf = (module) =>
    (module.blocks ?? []).flatMap((block) => chunkGraph.getBlockChunkGroup(block) ?? []);

  /** @type {string[]} */
  const files = [];
  const seenChunks = new Set();
  /** @type {ChunkLike[]} */
  const queue = [...group.chunks];
  while (queue.length > 0) {
    const chunk = /** @type {ChunkLike} */ (queue.shift());
    const id = chunk.id ?? chunk;
    if (seenChunks.has(id)) continue;
    seenChunks.add(id);
    for (const file of chunk.files) {
      if (file.endsWith('.js') && !files.includes(file)) files.push(file);
    }
    for (const module of chunkGraph.getChunkModules(chunk)) {
      const shared = sharedModuleOf(module);
      if (shared?.kind !== 'consume') continue;
      const provider = providers.get(shared.key);
      for (const loaded of groupsOf(provider ?? module)) queue.push(...loaded.chunks);
    }
  }
  return files;
}

/**
 * @param {string} html
 * @param {readonly string[]} hrefs
 * @returns {string} the page with one low-priority preload link per href at the end of its
 *   body, after the entry script: the browser asks for the entry chunk first, which must run
 *   first, and the preloads don't hold back the first paint
 */
export function withPreloads(html, hrefs) {
  if (hrefs.length === 0) return html;
  if (!html.includes('</body>')) throw new Error(`${PLUGIN}: index.html has no </body>`);
  const links = hrefs
    .map((href) => `<link rel="preload" href="${href}" as="script" fetchpriority="low">`)
    .join('');
  return html.replace('</body>', `${links}</body>`);
}

/** The file the plugin writes beside index.html for the server renderer (`lazy` below). */
export const LAZY_CHUNKS_FILE = 'lazy-chunks.json';

/**
 * Every file of the chunk groups a lazy feature's dynamic imports make, as its server renderer
 * needs them: `{ carousel: ['/12.ab12cd34.js', …] }`.
 * @param {Record<string, readonly string[]>} lazy feature → the requests its `import()`s name
 * @param {readonly (GroupLike & { origins?: readonly { request?: string }[] })[]} groups
 * @param {ChunkGraphLike} chunkGraph
 * @param {Iterable<ModuleLike>} provided
 * @param {string} publicPath
 * @returns {{ files: Record<string, string[]>, missing: string[] }} `missing`: requests no
 *   chunk group was made for
 */
export function lazyFiles(lazy, groups, chunkGraph, provided, publicPath) {
  /** @type {Record<string, string[]>} */
  const files = {};
  /** @type {string[]} */
  const missing = [];
  const providedModules = [...provided];
  for (const [feature, requests] of Object.entries(lazy)) {
    /** @type {string[]} */
    const list = [];
    for (const request of requests) {
      const found = groups.filter((group) =>
        (group.origins ?? []).some((origin) => origin.request === request),
      );
      if (found.length === 0) missing.push(request);
      for (const group of found) {
        for (const file of startupFiles(group, chunkGraph, providedModules)) {
          if (!list.includes(`${publicPath}${file}`)) list.push(`${publicPath}${file}`);
        }
      }
    }
    files[feature] = list;
  }
  return { files, missing };
}

export class PreloadStartupChunksPlugin {
  /**
   * @param {{ request?: string, html?: string, lazy?: Record<string, readonly string[]> }} [options]
   *   `lazy`: features loaded on demand whose chunks a server-rendered page preloads and runs
   *   when it holds one (written to lazy-chunks.json)
   */
  constructor({ request = './bootstrap', html = 'index.html', lazy = {} } = {}) {
    this.request = request;
    this.html = html;
    this.lazy = lazy;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const page = compilation.getAsset(this.html);
          if (!page) return;
          const group = compilation.chunkGroups.find((candidate) =>
            (candidate.origins ?? []).some((origin) => origin.request === this.request),
          );
          if (!group) {
            compilation.errors.push(
              new rspack.WebpackError(`${PLUGIN}: no async chunk for import('${this.request}')`),
            );
            return;
          }
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const chunkGraph = /** @type {ChunkGraphLike} */ (
            /** @type {unknown} */ (compilation.chunkGraph)
          );
          const provided = [...compilation.chunks].flatMap((chunk) => [
            ...chunkGraph.getChunkModules(chunk),
          ]);
          const files = startupFiles(
            /** @type {GroupLike} */ (/** @type {unknown} */ (group)),
            chunkGraph,
            provided,
          );
          const html = withPreloads(
            page.source.source().toString(),
            files.map((file) => `${publicPath}${file}`),
          );
          compilation.updateAsset(this.html, new rspack.sources.RawSource(html));
          if (Object.keys(this.lazy).length === 0) return;
          const lazy = lazyFiles(
            this.lazy,
            /** @type {any} */ (compilation.chunkGroups),
            chunkGraph,
            provided,
            publicPath,
          );
          for (const request of lazy.missing) {
            compilation.errors.push(
              new rspack.WebpackError(`${PLUGIN}: no async chunk for import('${request}')`),
            );
          }
          compilation.emitAsset(
            LAZY_CHUNKS_FILE,
            new rspack.sources.RawSource(`${JSON.stringify(lazy.files, null, 2)}\n`),
          );
        },
      );
    });
  }
}
