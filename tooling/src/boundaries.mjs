// @ts-check
/**
 * Import boundaries of the workspace, as `import-x/no-restricted-paths` zones (ARCHITECTURE §2,
 * HOUSE-STYLE "A remote"):
 * - a remote never imports another remote or the shell;
 * - the shell never imports a remote, except each remote's route manifest (`src/app/routes.ts`,
 *   plain data the shell's route table is built from at build time); remotes are loaded at
 *   runtime with loadRemote();
 * - inside a remote, code flows shared → features → routes: a feature never imports another
 *   feature; shared folders never import features or the folders that compose them; features
 *   never import routes, widgets or app;
 * - a workspace package the remotes bundle (the form kit, `@bonis/forms`) never imports an app;
 * - outside the design system, the design system is imported by its package name only
 *   (`designSystemByName`, a `no-restricted-imports` option).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { apps, remotes } from './apps.mjs';

/** The route manifest of a remote, the one file of a remote the shell may import. */
export const ROUTE_MANIFEST = 'src/app/routes.ts';

/**
 * Workspace folders of the packages the remotes import and bundle (they are not federation
 * singletons): shared code below the apps, which never imports one of them.
 */
export const BUNDLED_PACKAGES = Object.freeze(['forms']);

/**
 * `no-restricted-imports` options for every file outside `design-system/`. The design system is a
 * shared singleton (tooling/src/federation.mjs) only when it is imported by its name,
 * `@bonis/design-system` (or `/bus`): a relative import of its sources bundles a second copy of
 * its components, with their own React contexts, into the remote that imports it (or imports
 * the package that does, like `@bonis/forms`).
 */
export const designSystemByName = {
  paths: [
    {
      name: 'react-router-dom',
      message:
        "import the router from 'react-router': it is the shared singleton (tooling/src/federation.mjs); react-router-dom would load a second, unshared copy",
    },
  ],
  patterns: [
    {
      regex: '^\\.{1,2}/(?:.*/)?design-system(?:/|$)',
      message:
        'import the design system by its package name (@bonis/design-system): a relative import bundles a second copy of its components into the remote',
    },
  ],
};

/** Folders of a remote's `src/` that compose features (routes, exposed widgets, the app, the server prefetch). */
const COMPOSERS = ['routes', 'widgets', 'app', 'server'];

/**
 * @typedef {{ target: string, from: string | string[], except?: string[], message: string }} Zone
 */

/** @param {string} dir @returns {string[]} */
function subfolders(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * Between the apps: remotes and the shell apart, and the bundled packages below them. Applies to
 * every file, tests included.
 * @returns {Zone[]}
 */
export function appZones() {
  /** @type {Zone[]} */
  const zones = [];
  for (const app of apps) {
    for (const other of apps) {
      if (other === app) continue;
      if (app.kind === 'host') {
        zones.push({
          target: `./${app.dir}`,
          from: `./${other.dir}`,
          except: [`./${ROUTE_MANIFEST}`],
          message: `the shell loads ${other.dir} at runtime with loadRemote(); it may import only its route manifest (${ROUTE_MANIFEST})`,
        });
      } else {
        zones.push({
          target: `./${app.dir}`,
          from: `./${other.dir}`,
          message:
            other.kind === 'host'
              ? 'a remote never imports the shell: use the event bus (@bonis/design-system/bus) or navigate by URL'
              : `a remote never imports another remote (${other.dir}): use the event bus, a URL, or @bonis/supabase-client/queries`,
        });
      }
    }
  }
  for (const dir of BUNDLED_PACKAGES) {
    for (const app of apps) {
      zones.push({
        target: `./${dir}`,
        from: `./${app.dir}`,
        message: `${dir}/ is bundled into the remotes that import it: it never imports an app (${app.dir})`,
      });
    }
  }
  return zones;
}

/**
 * Inside each remote: shared → features → routes. Tests are exempt (a feature's test may render
 * it through the widget or route that composes it).
 * @param {string} root absolute workspace root
 * @returns {Zone[]}
 */
export function layerZones(root) {
  /** @type {Zone[]} */
  const zones = [];
  for (const remote of remotes) {
    const src = `./${remote.dir}/src`;
    const folders = subfolders(path.join(root, remote.dir, 'src'));
    const features = subfolders(path.join(root, remote.dir, 'src', 'features'));
    for (const feature of features) {
      zones.push({
        target: `${src}/features/${feature}`,
        from: `${src}/features`,
        except: [`./${feature}`],
        message: `features don't import each other (${feature}): move what both need to a shared folder, or compose them in a route`,
      });
    }
    const composers = COMPOSERS.filter((name) => folders.includes(name)).map(
      (name) => `${src}/${name}`,
    );
    for (const shared of folders.filter(
      (name) => name !== 'features' && !COMPOSERS.includes(name),
    )) {
      zones.push({
        target: `${src}/${shared}`,
        from: [`${src}/features`, ...composers],
        message: `shared code (src/${shared}) never imports features, routes, widgets or app: code flows shared → features → routes`,
      });
    }
    if (features.length > 0 && composers.length > 0) {
      zones.push({
        target: `${src}/features`,
        from: composers,
        message:
          'features never import routes, widgets or app: code flows shared → features → routes',
      });
    }
  }
  return zones;
}
