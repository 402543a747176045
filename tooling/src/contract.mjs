// @ts-check
/**
 * A remote's exposed modules are its public contract. `contract.json` in the remote lists
 * the exposes keys of every released version; `checkContract` fails when the exposes map
 * differs from what the current package version recorded, so a change to the contract
 * needs a version bump (and a new entry), never a silent edit.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @param {string} appDir
 * @param {Record<string, string>} exposes
 * @returns {string[]} problems; empty when the contract holds
 */
export function checkContract(appDir, exposes) {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  /** @type {Record<string, string[]>} */
  const contract = JSON.parse(readFileSync(path.join(appDir, 'contract.json'), 'utf8'));
  const recorded = contract[pkg.version];
  const actual = Object.keys(exposes).sort();
  if (!recorded) {
    return [
      `contract.json has no entry for ${pkg.name}@${pkg.version}: record ${JSON.stringify(actual)}`,
    ];
  }
  const expected = [...recorded].sort();
  if (JSON.stringify(expected) !== JSON.stringify(actual)) {
    return [
      `${pkg.name}@${pkg.version} exposes ${JSON.stringify(actual)} but its contract says ${JSON.stringify(expected)}: ` +
        'bump the package version and record the new exposes in contract.json',
    ];
  }
  return [];
}

/** Where a remote's route manifest lives, the one file its `./routes` expose and export name. */
export const ROUTE_MANIFEST_FILE = './src/app/routes.ts';

/**
 * The route manifest is part of the contract (ARCHITECTURE §2): exposed as `./routes`, exported
 * from package.json as `./routes` (the shell's build imports `@bonis/mfe-<name>/routes`), and
 * plain data, so importing it at build time brings no code of the remote: its only imports are
 * `import type`.
 * @param {string} appDir
 * @param {Record<string, string>} exposes
 * @returns {string[]} problems; empty when the manifest is in order
 */
export function checkRouteManifest(appDir, exposes) {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  /** @type {string[]} */
  const problems = [];
  if (exposes['./routes'] !== ROUTE_MANIFEST_FILE) {
    problems.push(`exposes['./routes'] must be ${ROUTE_MANIFEST_FILE}`);
  }
  if (pkg.exports?.['./routes'] !== ROUTE_MANIFEST_FILE) {
    problems.push(`package.json "exports" must map "./routes" to ${ROUTE_MANIFEST_FILE}`);
  }
  const source = readFileSync(path.join(appDir, ROUTE_MANIFEST_FILE), 'utf8');
  const statements = [
    ...(source.match(/^(?:import|export)\b[^;]*?\bfrom\s*['"][^'"]+['"]/gm) ?? []),
    ...(source.match(/^import\s*['"][^'"]+['"]/gm) ?? []),
    ...(source.match(/\b(?:import|require)\s*\(/g) ?? []),
  ];
  for (const statement of statements) {
    if (!/^(?:import|export) type\b/.test(statement)) {
      problems.push(`${ROUTE_MANIFEST_FILE} must stay plain data, but has: ${statement}`);
    }
  }
  return problems;
}

/**
 * The keys of a route record that are plain data, in the order a manifest entry writes them:
 * the `RemoteRoute` of `@bonis/contracts`. Everything else of a record (its screen, its server
 * side, its resolver) is code, which the manifest leaves out.
 */
export const ROUTE_DATA_KEYS = Object.freeze([
  'path',
  'title',
  'ssr',
  'skeleton',
  'canonical',
  'inSitemap',
  'catchAll',
  'reads',
]);

/** A manifest's nested objects, their keys in this order (`RouteCanonical`, `PageRead`). */
const NESTED_KEY_ORDER = ['path', 'query', 'page', 'table', 'column', 'param'];

/**
 * The route manifest of a remote's route records: each record's plain data, in the records'
 * order, keys in `ROUTE_DATA_KEYS` order, absent values left out.
 * @param {ReadonlyArray<Record<string, unknown>>} records
 * @returns {Record<string, unknown>[]}
 */
export function routeManifestOf(records) {
  return records.map((record) =>
    Object.fromEntries(
      ROUTE_DATA_KEYS.filter((key) => record[key] !== undefined).map((key) => [key, record[key]]),
    ),
  );
}

/** Prettier's width (.prettierrc.json): a value that fits in it stays on one line. */
const WIDTH = 100;

/**
 * A string literal as Prettier writes it with `singleQuote`: single quotes unless the text has
 * more of them than double quotes.
 * @param {string} text
 */
function stringLiteral(text) {
  const singles = (text.match(/'/g) ?? []).length;
  const doubles = (text.match(/"/g) ?? []).length;
  const quote = singles > doubles ? '"' : "'";
  const escaped = text.replace(/\\/g, '\\\\').replace(new RegExp(quote, 'g'), `\\${quote}`);
  return `${quote}${escaped}${quote}`;
}

/**
 * `value` as TypeScript source, as Prettier lays it out: on one line when it fits in the width
 * (with what follows it on the line), else one element or property a line.
 * @param {unknown} value
 * @param {number} indent spaces before the line the value starts on
 * @param {number} used characters already on that line before the value
 * @param {number} after characters that follow the value on its last line (`,`)
 * @returns {string}
 */
function printValue(value, indent, used, after) {
  if (typeof value === 'string') return stringLiteral(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const items = value.map((item) => printValue(item, 0, 0, 0));
    const inline = `[${items.join(', ')}]`;
    if (!inline.includes('\n') && used + inline.length + after <= WIDTH) return inline;
    const pad = ' '.repeat(indent + 2);
    const lines = value.map((item) => `${pad}${printValue(item, indent + 2, indent + 2, 1)},`);
    return `[\n${lines.join('\n')}\n${' '.repeat(indent)}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => keyRank(a) - keyRank(b));
    if (entries.length === 0) return '{}';
    const inline = `{ ${entries.map(([key, item]) => `${key}: ${printValue(item, 0, 0, 0)}`).join(', ')} }`;
    if (!inline.includes('\n') && used + inline.length + after <= WIDTH) return inline;
    const pad = ' '.repeat(indent + 2);
    const lines = entries.map(
      ([key, item]) =>
        `${pad}${key}: ${printValue(item, indent + 2, indent + 2 + key.length + 2, 1)},`,
    );
    return `{\n${lines.join('\n')}\n${' '.repeat(indent)}}`;
  }
  throw new Error(`a route manifest holds plain data only, not ${typeof value}`);
}

/** @param {string} key */
function keyRank(key) {
  const rank = [...ROUTE_DATA_KEYS, ...NESTED_KEY_ORDER].indexOf(key);
  return rank === -1 ? Number.MAX_SAFE_INTEGER : rank;
}

/** The command that writes a remote's route manifest from its records. */
export const UPDATE_ROUTE_MANIFEST = 'UPDATE_ROUTE_MANIFEST=1 npx vitest run src/expose.test.ts';

/** Where a remote's route records live (the source of its route manifest). */
export const ROUTE_RECORDS_FILE = './src/app/route-records.ts';

/**
 * The text of a remote's route manifest (`src/app/routes.ts`) for its route records: their
 * plain data, as Prettier formats it, typed `as const satisfies readonly RemoteRoute[]`.
 * @param {string} packageName e.g. `@bonis/mfe-catalog`
 * @param {ReadonlyArray<Record<string, unknown>>} records
 * @returns {string}
 */
export function routeManifestSource(packageName, records) {
  const entries = routeManifestOf(records).map((entry) => `  ${printValue(entry, 2, 2, 1)},`);
  return [
    `// Generated from ${ROUTE_RECORDS_FILE.slice(2)} by \`${UPDATE_ROUTE_MANIFEST}\`:`,
    '// change the records, then run it. Checked by src/expose.test.ts.',
    "import type { RemoteRoute } from '@bonis/contracts';",
    '',
    '/**',
    ' * The URLs this remote serves (ARCHITECTURE §2): the plain data of its route records, its route',
    ` * manifest, exposed as \`./routes\` and exported as \`${packageName}/routes\`. The shell's build`,
    ' * reads it for its route table, titles, skeletons, canonical URLs, robots.txt and sitemap.',
    ' */',
    'export const routes = [',
    ...entries,
    '] as const satisfies readonly RemoteRoute[];',
    '',
  ].join('\n');
}

/**
 * A remote whose URLs are route records (`src/app/route-records.ts`, `RouteRecord[]`) has its
 * route manifest generated from them, so each URL's facts are written once: problems when
 * `src/app/routes.ts` is not what the records say. With `UPDATE_ROUTE_MANIFEST` set in the
 * environment it writes the manifest instead (and reports nothing).
 * @param {string} appDir
 * @param {ReadonlyArray<Record<string, unknown>>} records
 * @returns {string[]} problems; empty when the manifest is the records'
 */
export function checkRouteRecords(appDir, records) {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const file = path.join(appDir, ROUTE_MANIFEST_FILE);
  const expected = routeManifestSource(pkg.name, records);
  const actual = existsSync(file) ? readFileSync(file, 'utf8').replace(/\r\n?/g, '\n') : undefined;
  if (actual === expected) return [];
  if (process.env.UPDATE_ROUTE_MANIFEST) {
    writeFileSync(file, expected);
    return [];
  }
  return [
    `${ROUTE_MANIFEST_FILE} is not the plain data of ${ROUTE_RECORDS_FILE}: ` +
      `write it from the records with ${UPDATE_ROUTE_MANIFEST}`,
  ];
}
