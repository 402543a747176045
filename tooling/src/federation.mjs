// @ts-check
/**
 * The one Rspack + Module Federation preset every app of the store builds with.
 *
 * - `sharedSingletons()` is the single list of shared singletons (react, react-dom and their
 *   entry points, router, styled-components, zustand, react-query, supabase-js and the two
 *   shared @bonis packages) with `requiredVersion` read from the app's package.json.
 * - `createAppConfig()` returns the full Rspack config of the host or of a remote: async
 *   bootstrap entry, `manifest: true`, no runtimeChunk, `publicPath: 'auto'` for remotes so a
 *   remote works from whatever origin runtime-config.json points at.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { apps } from './apps.mjs';
import { PreloadStartupChunksPlugin } from './preload-startup-chunks.mjs';
import { PrecompressPlugin } from './precompress.mjs';
import { readLocalConnection } from './supabase.mjs';

/**
 * The local Supabase server a development build talks to: BONIS_SUPABASE_URL and
 * BONIS_SUPABASE_ANON_KEY (`npm run dev` sets them from the server it starts), else the server
 * that last started on .data/ (`npm run supabase:start`), else none. Each data folder has its
 * own secret, so the anon key is read, never written in the source.
 * @returns {{ url: string, anonKey: string } | null}
 */
export function devSupabase(env = process.env) {
  if (env.BONIS_SUPABASE_URL && env.BONIS_SUPABASE_ANON_KEY) {
    return { url: env.BONIS_SUPABASE_URL, anonKey: env.BONIS_SUPABASE_ANON_KEY };
  }
  return readLocalConnection() ?? null;
}

/**
 * Packages that must exist once on a page. Sub-paths are listed explicitly (TOOLCHAIN.md).
 * The router is `react-router` only: every app imports from it, none from `react-router-dom`
 * (a v7 re-export of it that would be a second, unshared copy if anything imported it).
 */
export const SINGLETONS = Object.freeze([
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'styled-components',
  'zustand',
  'zustand/vanilla',
  '@tanstack/react-query',
  '@supabase/supabase-js',
  '@bonis/design-system',
  '@bonis/design-system/bus',
  '@bonis/supabase-client',
  '@bonis/supabase-client/queries',
]);

/**
 * The router's exports the store's apps use. The shared `react-router` is built with only these
 * (Module Federation's shared tree shaking, `runtime-infer` with this list: every app declares the same one, so the runtime always takes the shell's tree-shaken copy): 13 KB brotli on every
 * page instead of 51. A remote can only rely on what the shell's copy has, so every app's build
 * checks that its own imports are in this list (`assertRouterExports`) and fails with the names
 * that are not: add them here, then rebuild the shell before the remote that needs them.
 */
export const ROUTER_EXPORTS = Object.freeze([
  'BrowserRouter',
  'Link',
  'MemoryRouter',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'StaticRouter',
  'matchPath',
  'matchRoutes',
  'useLocation',
  'useNavigate',
  'useNavigationType',
  'useParams',
  'useSearchParams',
]);

const require = createRequire(import.meta.url);

/**
 * The values an app's sources import from 'react-router' (types left out: names the package
 * doesn't export at runtime).
 * @param {string} srcDir
 * @returns {string[]}
 */
export function routerImportsOf(srcDir) {
  const runtime = new Set(Object.keys(require('react-router')));
  /** @type {Set<string>} */
  const names = new Set();
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(file);
      } else if (/\.(?:[cm]?[jt]sx?)$/.test(entry.name)) {
        const source = readFileSync(file, 'utf8');
        for (const match of source.matchAll(
          /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]react-router['"]/g,
        )) {
          if (match[1]) continue;
          for (const part of (match[2] ?? '').split(',')) {
            const name = part
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0]
              ?.trim();
            if (name && !part.trim().startsWith('type ') && runtime.has(name)) names.add(name);
          }
        }
      }
    }
  };
  if (existsSync(srcDir)) walk(srcDir);
  return [...names].sort();
}

/**
 * Fails the build of an app that imports a router export the shared copy doesn't have.
 * @param {string} appDir
 */
export function assertRouterExports(appDir) {
  const missing = routerImportsOf(path.join(appDir, 'src')).filter(
    (name) => !ROUTER_EXPORTS.includes(name),
  );
  if (missing.length > 0) {
    throw new Error(
      `${path.basename(appDir)} imports ${missing.join(', ')} from react-router, which the shared (tree-shaken) router doesn't export: add ${missing.length > 1 ? 'them' : 'it'} to ROUTER_EXPORTS in tooling/src/federation.mjs and rebuild the shell first`,
    );
  }
}

/** @param {string} specifier */
export function packageNameOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/**
 * @param {string} dir
 * @returns {{ name: string, version: string, dependencies?: Record<string, string>, devDependencies?: Record<string, string>, peerDependencies?: Record<string, string> }}
 */
function readPackageJson(dir) {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/**
 * Version of `name` installed for the package in `fromDir` (walks up node_modules folders).
 * @param {string} name
 * @param {string} fromDir
 */
function installedVersion(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return String(JSON.parse(readFileSync(candidate, 'utf8')).version);
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * The version range a shared singleton is required in: compatible (same major, same or newer
 * minor) with the version the app was built and tested against — the one installed for it,
 * else the one its package.json names. A remote built against design-system 1.0.0 asks for
 * `^1.0.0`, so a shell providing 1.3.0 satisfies it; one built against 2.0.0 asks for `^2.0.0`,
 * which a shell on 1.x does not.
 * @param {string} name
 * @param {string} appDir
 * @param {Record<string, string>} declared
 */
export function requiredRange(name, appDir, declared) {
  const version = installedVersion(name, appDir) ?? declared[name]?.replace(/^[\^~]/, '');
  if (!version) return undefined;
  return /^\d+\.\d+\.\d+(?:[-+].*)?$/.test(version) ? `^${version}` : version;
}

/**
 * The shared-singletons map for the app whose package.json is in `appDir` (the version policy,
 * tooling/README.md "Version skew"). Every entry is a strict singleton: one copy on the page,
 * `requiredVersion` from `requiredRange`, and `strictVersion`, so an app whose requirement the
 * page's copy can't meet fails to load with Module Federation's console error ("Version x of
 * shared singleton module y does not satisfy the requirement of z which needs ^w") and the
 * shell shows that remote's fallback, instead of running against an API it wasn't built for or
 * starting a second React, router, theme or event bus. `treeShake` (the production browser
 * build) ships `react-router` with only `ROUTER_EXPORTS`.
 * @param {string} appDir
 * @param {{ treeShake?: boolean }} [options]
 * @returns {Record<string, { singleton: true, requiredVersion: string, strictVersion: true, treeShaking?: { mode: 'runtime-infer', usedExports: string[] } }>}
 */
export function sharedSingletons(appDir, { treeShake = false } = {}) {
  const pkg = readPackageJson(appDir);
  const declared = { ...pkg.peerDependencies, ...pkg.devDependencies, ...pkg.dependencies };
  return Object.fromEntries(
    SINGLETONS.map((specifier) => {
      const name = packageNameOf(specifier);
      const requiredVersion = requiredRange(name, appDir, declared);
      if (!requiredVersion) {
        throw new Error(`${pkg.name}: shared singleton "${name}" is not installed`);
      }
      return [
        specifier,
        {
          singleton: true,
          requiredVersion,
          strictVersion: true,
          ...(treeShake && specifier === 'react-router'
            ? { treeShaking: { mode: 'runtime-infer', usedExports: [...ROUTER_EXPORTS] } }
            : {}),
        },
      ];
    }),
  );
}

/**
 * @typedef {object} AppConfigOptions
 * @property {string} appDir absolute folder of the app (holds package.json and src/)
 * @property {Record<string, string>} [exposes] remote only: the exposes map (src/expose.ts)
 * @property {string} [title] HTML title of the standalone page
 * @property {'development' | 'production'} [mode]
 */

/**
 * Full Rspack configuration of the host (`shell`) or of one remote.
 * @param {AppConfigOptions} options
 * @returns {import('@rspack/core').Configuration}
 */
export function createAppConfig({ appDir, exposes, title = 'Boñis', mode }) {
  const pkg = readPackageJson(appDir);
  const app = apps.find((candidate) => candidate.pkg === pkg.name);
  if (!app) throw new Error(`${pkg.name} is not one of the store's apps (tooling/src/apps.mjs)`);
  const isHost = app.kind === 'host';
  assertRouterExports(appDir);
  const resolvedMode =
    mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const isDev = resolvedMode === 'development';
  // A remote's standalone page (src/index.ts + index.html) is a development tool. Production
  // remotes ship only what the shell loads — remoteEntry.js, mf-manifest.json and chunks — and
  // reuse the federation runtime the shell provides.
  const standalone = isHost || isDev;
  const outDir = process.env.BONIS_OUT_DIR
    ? path.resolve(appDir, process.env.BONIS_OUT_DIR)
    : path.join(appDir, 'dist');
  const publicDir = path.join(appDir, 'public');
  const build = {
    app: app.dir,
    version: pkg.version,
    release: process.env.BONIS_RELEASE || pkg.version,
  };
  const supabase = isDev ? devSupabase() : null;

  /** @type {import('@rspack/core').Configuration} */
  const config = {
    name: 'browser',
    mode: resolvedMode,
    context: appDir,
    target: ['web', 'es2022'],
    entry: standalone ? { main: './src/index.ts' } : {},
    devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: outDir,
      // the server build (dist/server) is written by the other compiler of the same build
      clean: {
        // the server build (dist/server) and the shared router's full fallback build
        // (dist/independent-packages) are written by other compilations of the same build
        keep: (/** @type {string} */ file) =>
          [SERVER_DIR, 'independent-packages'].some(
            (dir) =>
              path.resolve(file) === path.join(outDir, dir) ||
              path.resolve(file).startsWith(path.join(outDir, dir) + path.sep),
          ),
      },
      uniqueName: app.name,
      publicPath: isHost ? '/' : 'auto',
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    },
    module: {
      rules: [
        {
          test: /\.(?:[cm]?[jt]sx?)$/,
          exclude: /[\\/]node_modules[\\/]/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: isDev } },
            },
          },
        },
        // The published @bonis packages are built for bundlers (tsc output, import paths
        // without extensions, "type": "module"): resolve them as TypeScript sources are.
        {
          test: /[\\/]node_modules[\\/]@bonis[\\/].*\.js$/,
          resolve: { fullySpecified: false },
        },
        { test: /\.(?:png|jpe?g|gif|webp|avif|svg)$/i, type: 'asset' },
      ],
    },
    optimization: {
      // Federated builds: never a runtime chunk, never splitChunks 'all' (TOOLCHAIN.md).
      runtimeChunk: false,
    },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({
        __BONIS_BUILD__: JSON.stringify(build),
        // Only development builds carry a Supabase connection; production reads runtime-config.
        __BONIS_DEV_SUPABASE__: JSON.stringify(supabase),
      }),
      ...(standalone
        ? [
            new rspack.HtmlRspackPlugin({
              title,
              templateContent: htmlTemplate(title, { preloadRuntimeConfig: isHost }),
              inject: 'body',
              scriptLoading: 'defer',
            }),
          ]
        : []),
      new ModuleFederationPlugin({
        name: app.name,
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: exposes ?? {} }),
        shared: sharedSingletons(appDir, { treeShake: !isDev }),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The host provides the federation runtime once; production remotes reuse it instead
        // of shipping their own copy in remoteEntry.js (≈ 34 KB gz each, TOOLCHAIN.md).
        experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: !isDev },
      }),
      // The host's page asks for its start-up chunks at once, not one step at a time.
      // A server-rendered page that holds a carousel also preloads and runs Embla's chunks
      // (design-system's carousel/embla.ts imports them when a carousel mounts).
      ...(isHost && !isDev
        ? [
            new PreloadStartupChunksPlugin({
              lazy: { carousel: ['embla-carousel', 'embla-carousel-autoplay'] },
            }),
          ]
        : []),
      ...(existsSync(publicDir) && !isDev
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir, to: outDir }] })]
        : []),
      // The static server sends these; it never compresses while answering.
      ...(!isDev ? [new PrecompressPlugin()] : []),
    ],
    devServer: {
      port: app.port,
      host: 'localhost',
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      static: existsSync(publicDir) ? { directory: publicDir } : false,
      // The host's runtime-config.json, pointed at the development Supabase server.
      ...(isHost && supabase
        ? {
            setupMiddlewares: (/** @type {any[]} */ middlewares) => [
              {
                name: 'runtime-config',
                path: '/runtime-config.json',
                middleware: (
                  /** @type {import('node:http').IncomingMessage} */ _req,
                  /** @type {import('node:http').ServerResponse} */ res,
                ) => {
                  const runtime = JSON.parse(
                    readFileSync(path.join(publicDir, 'runtime-config.json'), 'utf8'),
                  );
                  res.writeHead(200, {
                    'Content-Type': 'application/json; charset=utf-8',
                    'Cache-Control': 'no-cache',
                  });
                  res.end(JSON.stringify({ ...runtime, supabase }));
                },
              },
              ...middlewares,
            ],
          }
        : {}),
      client: { overlay: { errors: true, warnings: false } },
    },
    stats: 'errors-warnings',
  };
  return config;
}

/** The folder of an app's dist/ that holds its server build. */
export const SERVER_DIR = 'server';

/**
 * The server (Node) build of the host or of a remote, from the same source and the same shared
 * singletons as its browser build (ARCHITECTURE §3):
 * - a remote: `dist/server/remoteEntry.js`, a `commonjs-module` container with the same exposes
 *   (and its own `mf-manifest.json`), whose chunks the shell's server fetches over HTTP from the
 *   remote's own origin (the Module Federation Node runtime plugin);
 * - the host: `dist/server/main.cjs`, the shell's server renderer (`src/server/entry.ts`), a
 *   federation host that loads the remotes' server containers at runtime.
 * @param {AppConfigOptions & { browser: import('@rspack/core').Configuration }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function createServerConfig({ appDir, exposes, browser }) {
  const pkg = readPackageJson(appDir);
  const app = apps.find((candidate) => candidate.pkg === pkg.name);
  if (!app) throw new Error(`${pkg.name} is not one of the store's apps (tooling/src/apps.mjs)`);
  const isHost = app.kind === 'host';
  const outDir = path.join(/** @type {string} */ (browser.output?.path), SERVER_DIR);
  const define = browser.plugins?.find((plugin) => plugin instanceof rspack.DefinePlugin);
  return {
    name: 'server',
    mode: browser.mode,
    context: appDir,
    target: 'async-node',
    entry: isHost ? { main: './src/server/entry.ts' } : {},
    devtool: 'source-map',
    output: {
      path: outDir,
      clean: true,
      uniqueName: `${app.name}_server`,
      // A remote's chunks are fetched relative to its remoteEntry.js URL (no public path).
      publicPath: '',
      // The host's server build is required by Node from a "type": "module" package: .cjs
      filename: isHost ? '[name].cjs' : '[name].js',
      chunkFilename: isHost ? '[name].[contenthash:8].cjs' : '[name].[contenthash:8].js',
      ...(isHost ? { library: { type: 'commonjs2' } } : {}),
    },
    resolve: browser.resolve,
    module: browser.module,
    optimization: { runtimeChunk: false, minimize: false },
    performance: { hints: false },
    externalsPresets: { node: true },
    // Node-only packages the server code uses outside the shared scope: required at runtime.
    externals: { ws: 'commonjs ws' },
    plugins: [
      ...(define ? [define] : []),
      new rspack.DefinePlugin({ 'typeof window': JSON.stringify('undefined') }),
      new ModuleFederationPlugin({
        name: app.name,
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: exposes ?? {} }),
        library: { type: 'commonjs-module', name: app.name },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        shared: sharedSingletons(appDir),
        shareStrategy: 'loaded-first',
        manifest: !isHost,
        dts: false,
      }),
    ],
    stats: 'errors-warnings',
  };
}

/**
 * What an app's `rspack.config.ts` exports: the browser build, and in production also the
 * server build (`dist/server/`), so `npm run build -w @bonis/<app>` produces both and the app
 * still deploys as one folder.
 * @param {AppConfigOptions} options
 * @returns {import('@rspack/core').Configuration | import('@rspack/core').Configuration[]}
 */
export function createAppBuild(options) {
  const browser = createAppConfig(options);
  if (browser.mode === 'development') return browser;
  return [browser, createServerConfig({ ...options, browser })];
}

/**
 * @param {string} title
 * @param {{ preloadRuntimeConfig: boolean }} options the host asks for /runtime-config.json
 *   while its scripts download, instead of after they run (one round trip less before a remote
 *   can load); `fetchRuntimeConfig` makes the matching request (same mode and credentials)
 */
function htmlTemplate(title, { preloadRuntimeConfig }) {
  const preload = preloadRuntimeConfig
    ? '\n    <link rel="preload" href="/runtime-config.json" as="fetch" crossorigin="anonymous" />'
    : '';
  return `<!doctype html>
<html lang="es-CO">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#e8793a" />
    <link rel="icon" href="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 100 100%22%3E%3Ctext y=%22.9em%22 font-size=%2290%22%3E%F0%9F%90%BE%3C/text%3E%3C/svg%3E" />
    <title>${title}</title>${preload}
  </head>
  <body>
    <noscript>Necesitas activar JavaScript para usar Boñis.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}
