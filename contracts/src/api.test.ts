/**
 * The package's API is its type declarations: what `npm run build` emits into dist/*.d.ts, the
 * types the shell and the remotes compile against. api.json records them for the version that
 * last changed them. Changing them is a versioned change: this test fails until the version is
 * bumped (minor for an addition, major for a change or a removal) and api.json is regenerated
 * with `UPDATE_CONTRACTS_API=1 npx vitest run --project contracts` (which refuses without a
 * bump). The bump is package.json's version or a pending changeset (`.changeset/*.md`) for
 * `@bonis/contracts`: api.json then records the version that changeset makes, which package.json
 * reaches at the release (`npm run release`). Doc comments are not recorded: a comment can
 * change in a patch.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { releaseVersion } from '@bonis/tooling/versions';

const PACKAGE = path.resolve(import.meta.dirname, '..');
const NAME = '@bonis/contracts';
const CHANGESETS = path.resolve(PACKAGE, '..', '.changeset');
const API_FILE = path.join(PACKAGE, 'api.json');
const BUILD_CONFIG = path.join(PACKAGE, 'tsconfig.build.json');
const REGENERATE = 'UPDATE_CONTRACTS_API=1 npx vitest run --project contracts';

/** What the package may import: React's and TanStack Query's types, and its own modules. */
const ALLOWED_IMPORTS = ['react', '@tanstack/react-query'];

interface ApiRecord {
  version: string;
  /** declaration file (relative to dist/, e.g. `catalog.d.ts`) → its text, LF line endings */
  declarations: Record<string, string>;
}

const read = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

const packageVersion = () => read<{ version: string }>(path.join(PACKAGE, 'package.json')).version;

function buildConfig(): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    BUILD_CONFIG,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`${BUILD_CONFIG} could not be read`);
  return parsed;
}

const formatDiagnostics = (diagnostics: readonly ts.Diagnostic[]) =>
  ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (fileName) => fileName,
    getCurrentDirectory: () => PACKAGE,
    getNewLine: () => '\n',
  });

/**
 * The declarations tsconfig.build.json's sources (src/ without tests) emit, compiled in memory.
 * `sources` replaces the text of source files (file name relative to the package → text), to
 * check the check with a changed contract.
 */
function emitDeclarations(sources: Record<string, string> = {}): Record<string, string> {
  const config = buildConfig();
  const options: ts.CompilerOptions = {
    ...config.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    declarationMap: false,
    sourceMap: false,
    removeComments: true,
  };
  const host = ts.createCompilerHost(options);
  const replaced = new Map(
    Object.entries(sources).map(([file, text]) => [path.join(PACKAGE, file), text]),
  );
  const readFile = host.readFile.bind(host);
  host.readFile = (fileName) => replaced.get(path.resolve(fileName)) ?? readFile(fileName);
  const program = ts.createProgram({ rootNames: config.fileNames, options, host });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length > 0) throw new Error(formatDiagnostics(diagnostics));
  const outDir = options.outDir ?? path.join(PACKAGE, 'dist');
  const declarations: Record<string, string> = {};
  const result = program.emit(undefined, (fileName, text) => {
    const name = path.relative(outDir, fileName).split(path.sep).join('/');
    declarations[name] = text.replace(/\r\n?/g, '\n');
  });
  if (result.emitSkipped) throw new Error(formatDiagnostics(result.diagnostics));
  return Object.fromEntries(Object.entries(declarations).sort(([a], [b]) => a.localeCompare(b)));
}

/** -1, 0 or 1 as semver `a` is before, equal to or after `b` (major.minor.patch). */
function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split(/[.+-]/).slice(0, 3).map(Number);
  const [left, right] = [parts(a), parts(b)];
  for (let index = 0; index < 3; index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** The declaration files added, removed or changed from `recorded` to `actual`. */
function changedFiles(recorded: Record<string, string>, actual: Record<string, string>): string[] {
  const names = [...new Set([...Object.keys(recorded), ...Object.keys(actual)])].sort();
  return names.flatMap((name) => {
    const [before, after] = [recorded[name], actual[name]];
    if (before === after) return [];
    if (before === undefined) return [`${name} added`];
    if (after === undefined) return [`${name} removed`];
    return [`${name} changed`];
  });
}

/**
 * Why `actual` (the package as it is) doesn't match the recording; empty when it does.
 * `released` is package.json's version: a version after it is still pending (a changeset), and
 * its API may change again before the release, as long as api.json is regenerated.
 */
function apiProblems(
  recorded: ApiRecord,
  actual: ApiRecord,
  released: string = actual.version,
): string[] {
  const order = compareVersions(actual.version, recorded.version);
  if (order < 0) {
    return [
      `api.json was recorded for ${recorded.version}, after ${actual.version} (package.json's version and the pending changesets' bump)`,
    ];
  }
  const changed = changedFiles(recorded.declarations, actual.declarations);
  if (changed.length === 0) return [];
  if (order === 0 && compareVersions(actual.version, released) > 0) {
    return [
      `The contracts changed (${changed.join(', ')}) in the unreleased ${actual.version}: ` +
        `regenerate api.json with ${REGENERATE}`,
    ];
  }
  if (order === 0) {
    return [
      `The contracts changed (${changed.join(', ')}) but the version is still ${actual.version}: ` +
        'bump it in package.json (minor for an addition, major for a change or a removal), ' +
        `then regenerate api.json with ${REGENERATE}`,
    ];
  }
  return [
    `The contracts changed (${changed.join(', ')}) in ${actual.version}, after ${recorded.version}: ` +
      `regenerate api.json with ${REGENERATE}`,
  ];
}

const actualApi = (): ApiRecord => ({
  version: releaseVersion(CHANGESETS, NAME, packageVersion()),
  declarations: emitDeclarations(),
});

describe('the contracts API', () => {
  it('changes only together with a version bump', () => {
    const actual = actualApi();
    const recorded = existsSync(API_FILE) ? read<ApiRecord>(API_FILE) : undefined;
    const problems = recorded
      ? apiProblems(recorded, actual, packageVersion())
      : ['api.json is missing'];
    if (process.env.UPDATE_CONTRACTS_API && problems.length > 0) {
      const order = recorded ? compareVersions(actual.version, recorded.version) : 1;
      const unbumped = compareVersions(actual.version, packageVersion()) <= 0;
      if (order < 0 || (order === 0 && unbumped)) {
        throw new Error(
          `The contracts changed but the version is still ${actual.version} (api.json has ` +
            `${recorded?.version}): bump it in package.json or add a changeset (npx changeset) first.`,
        );
      }
      writeFileSync(API_FILE, `${JSON.stringify(actual, null, 2)}\n`);
      return;
    }
    expect(problems).toEqual([]);
  });

  it('reports a changed props interface until the version is bumped, then until api.json is regenerated', () => {
    const recorded = actualApi();
    const catalog = readFileSync(path.join(PACKAGE, 'src/catalog.ts'), 'utf8');
    // a widget's optional prop (the first in the file) made required
    const changed = catalog.replace(/^( {2}\w+)\?: /m, '$1: ');
    expect(changed).not.toBe(catalog);
    const actual = { ...recorded, declarations: emitDeclarations({ 'src/catalog.ts': changed }) };

    expect(apiProblems(recorded, actual)).toEqual([
      expect.stringMatching(
        /^The contracts changed \(catalog\.d\.ts changed\) but the version is still .*: bump it in package\.json \(minor for an addition, major for a change or a removal\), then regenerate api\.json with UPDATE_CONTRACTS_API=1 npx vitest run --project contracts$/,
      ),
    ]);
    const bumped = { ...actual, version: '2.0.0' };
    expect(apiProblems({ ...recorded, version: '1.0.0' }, bumped)).toEqual([
      expect.stringMatching(
        /^The contracts changed \(catalog\.d\.ts changed\) in 2\.0\.0, after 1\.0\.0: regenerate api\.json/,
      ),
    ]);
    expect(apiProblems(bumped, bumped)).toEqual([]);
  });

  it('lets a pending version change again before its release, once api.json is regenerated', () => {
    const recorded = { ...actualApi(), version: '1.1.0' };
    const catalog = readFileSync(path.join(PACKAGE, 'src/catalog.ts'), 'utf8');
    const changed = catalog.replace(/^( {2}\w+)\?: /m, '$1: ');
    const actual = {
      version: '1.1.0',
      declarations: emitDeclarations({ 'src/catalog.ts': changed }),
    };

    // package.json still at 1.0.0: 1.1.0 is a pending changeset's, not released yet
    expect(apiProblems(recorded, actual, '1.0.0')).toEqual([
      expect.stringMatching(/in the unreleased 1\.1\.0: regenerate api\.json/),
    ]);
    // released: a further change needs a bump
    expect(apiProblems(recorded, actual, '1.1.0')).toEqual([
      expect.stringMatching(/but the version is still 1\.1\.0: bump it/),
    ]);
  });

  it('reports an added or a removed module', () => {
    const recorded = actualApi();
    const { ['admin.d.ts']: removed, ...rest } = recorded.declarations;
    expect(removed).toBeDefined();
    const added = { ...recorded.declarations, 'extra.d.ts': 'export {};\n' };
    expect(apiProblems(recorded, { ...recorded, declarations: rest })).toEqual([
      expect.stringContaining('(admin.d.ts removed)'),
    ]);
    expect(apiProblems(recorded, { ...recorded, declarations: added })).toEqual([
      expect.stringContaining('(extra.d.ts added)'),
    ]);
  });

  it('does not record doc comments: a comment changes without a bump', () => {
    const catalog = readFileSync(path.join(PACKAGE, 'src/catalog.ts'), 'utf8');
    const commented = catalog.replace(
      "/** `catalog/SearchBox`: the header's product search. */",
      '/** `catalog/SearchBox`: the search in the header. */',
    );
    expect(commented).not.toBe(catalog);
    expect(emitDeclarations({ 'src/catalog.ts': commented })).toEqual(emitDeclarations());
  });
});

describe('the package', () => {
  const sources = buildConfig().fileNames;
  const relativeOf = (file: string) => path.relative(PACKAGE, file).split(path.sep).join('/');
  /** The modules with JavaScript (pure functions): each is a subpath of the exports map. */
  const RUNTIME_MODULES = ['src/links.ts'];

  it('holds types only: every module but the links compiles to no JavaScript', () => {
    for (const file of sources.filter((source) => !RUNTIME_MODULES.includes(relativeOf(source)))) {
      const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
        compilerOptions: { module: ts.ModuleKind.ESNext, verbatimModuleSyntax: true },
        fileName: file,
      });
      expect(outputText.trim(), path.relative(PACKAGE, file)).toBe('export {};');
    }
  });

  it('has the links as its one module with JavaScript, importing nothing, apart from the index', () => {
    const relative = sources.map(relativeOf);
    for (const file of RUNTIME_MODULES) {
      expect(relative).toContain(file);
      const text = readFileSync(path.join(PACKAGE, file), 'utf8');
      expect(ts.preProcessFile(text, true, true).importedFiles, file).toEqual([]);
    }
    // the index re-exports the links' types only: importing `@bonis/contracts` adds nothing
    const index = readFileSync(path.join(PACKAGE, 'src/index.ts'), 'utf8');
    expect(index).toContain("export type * from './links';");
  });

  it("imports only React's and TanStack Query's types and its own modules", () => {
    for (const file of sources) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const outside = importedFiles
        .map(({ fileName }) => fileName)
        .filter((name) => !name.startsWith('./') && !ALLOWED_IMPORTS.includes(name));
      expect(outside, path.relative(PACKAGE, file)).toEqual([]);
    }
  });

  it('exports its index and its links from the exports map, and the build leaves the tests out', () => {
    const manifest = read<{ exports: Record<string, string> }>(path.join(PACKAGE, 'package.json'));
    expect(manifest.exports).toEqual({ '.': './src/index.ts', './links': './src/links.ts' });
    const relative = sources.map(relativeOf);
    expect(relative).toContain('src/index.ts');
    expect(relative.filter((file) => file.endsWith('.test.ts'))).toEqual([]);
  });
});
