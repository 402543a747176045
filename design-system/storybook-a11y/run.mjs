#!/usr/bin/env node
// @ts-check
/**
 * The accessibility gate: every story and docs page of the built Storybook, in both themes,
 * through axe (WCAG 2.0/2.1 A and AA, colour contrast included) with @storybook/test-runner in
 * Debian's Chromium. Exits non-zero on any violation, any entry that failed to render or play,
 * and any test that passed without leaving a check record.
 *
 *   node storybook-a11y/run.mjs [--build] [--dir storybook-static] [--workers 2]
 *                               [--report <file.json>] [-- <test file patterns>]
 *
 * --build builds Storybook first (timed) into a folder of this run's own, not storybook-static/:
 * another `npm test` in the same checkout rebuilds that folder, and a rebuild under a running
 * gate deletes the chunks it is loading. Without --build, --dir is checked. The folder is served
 * by sirv on a free loopback port; test-storybook runs in index.json mode against it, with the
 * Jest configuration in .storybook/test-runner-jest.config.js (one project per theme). Patterns
 * after `--` pick test files by path, as Jest does (`-- basics-button docs-pages`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { THEMES } from './axe-options.mjs';
import { RESULTS_ENV } from './gate.mjs';
import { SUMMARY_ENV } from './summary-reporter.mjs';

const PACKAGE_DIR = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

const { values: options, positionals: patterns } = parseArgs({
  allowPositionals: true,
  options: {
    build: { type: 'boolean', default: false },
    dir: { type: 'string', default: path.join(PACKAGE_DIR, 'storybook-static') },
    workers: { type: 'string', default: '2' },
    report: { type: 'string' },
  },
});

const work = mkdtempSync(path.join(tmpdir(), 'storybook-a11y-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

/** @type {number | null} */
let buildSeconds = null;
if (options.build) {
  const started = performance.now();
  const storybook = require.resolve('storybook/package.json');
  const bin = path.join(path.dirname(storybook), JSON.parse(readFileSync(storybook, 'utf8')).bin);
  options.dir = path.join(work, 'storybook-static');
  const build = spawnSync(process.execPath, [bin, 'build', '-o', options.dir, '--quiet'], {
    cwd: PACKAGE_DIR,
    stdio: 'inherit',
  });
  buildSeconds = (performance.now() - started) / 1000;
  if (build.status !== 0) {
    console.error(`storybook build failed after ${buildSeconds.toFixed(1)} s`);
    process.exit(build.status ?? 1);
  }
  console.log(`storybook build: ${buildSeconds.toFixed(1)} s`);
}

const staticDir = path.resolve(options.dir);
const indexFile = path.join(staticDir, 'index.json');
if (!existsSync(indexFile)) {
  console.error(`${indexFile} is missing: run \`npm run build-storybook\` first (or pass --build)`);
  process.exit(1);
}
/** @type {{ entries: Record<string, { type: 'story' | 'docs', tags?: string[] }> }} */
const index = JSON.parse(readFileSync(indexFile, 'utf8'));
const entries = Object.values(index.entries);
// test-storybook checks the stories tagged `test` (every story, unless it opts out with `!test`)
const stories = entries.filter((e) => e.type === 'story' && (e.tags ?? []).includes('test'));
const docs = entries.filter((e) => e.type === 'docs');

const started = performance.now();
const resultsFile = path.join(work, 'checks.jsonl');
const summaryFile = path.join(work, 'summary.json');
const serve = sirv(staticDir, { dev: false, etag: true });
const server = createServer((req, res) =>
  serve(req, res, () => {
    res.statusCode = 404;
    res.end('Not found');
  }),
);
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const workers = Math.max(1, Number(options.workers) || 1);

/** @type {number} */
let exitCode;
try {
  exitCode = await new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        require.resolve('@storybook/test-runner/dist/test-storybook.js'),
        '--index-json',
        '--url',
        url,
        `--maxWorkers=${workers}`,
        ...patterns,
      ],
      {
        cwd: PACKAGE_DIR,
        stdio: 'inherit',
        env: { ...process.env, [RESULTS_ENV]: resultsFile, [SUMMARY_ENV]: summaryFile },
      },
    );
    child.on('close', (code) => resolve(code ?? 1));
  });
} finally {
  await new Promise((resolve) => server.close(() => resolve(undefined)));
}
const seconds = (performance.now() - started) / 1000;

/** @type {{ numPassedTests: number, numFailedTests: number, numTotalTests: number, failures: string[] }} */
const summary = existsSync(summaryFile)
  ? JSON.parse(readFileSync(summaryFile, 'utf8'))
  : {
      numPassedTests: 0,
      numFailedTests: 0,
      numTotalTests: 0,
      failures: ['test-storybook wrote no summary'],
    };
/** @type {import('./gate.mjs').CheckRecord[]} */
const records = existsSync(resultsFile)
  ? readFileSync(resultsFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];

const failing = records.filter((r) => r.outcome === 'checked' && r.violations.length > 0);
const violations = failing.reduce((n, r) => n + r.violations.length, 0);
const skipped = records.filter((r) => r.outcome === 'skipped');
const todo = records.filter((r) => r.outcome === 'todo' && r.violations.length > 0);
const expected = patterns.length ? null : (stories.length + docs.length) * THEMES.length;
// every passing test must have been checked by axe, and a full run must cover every entry
const problems = [
  ...(records.length - failing.length < summary.numPassedTests
    ? [
        `${summary.numPassedTests - (records.length - failing.length)} test(s) passed without a check record`,
      ]
    : []),
  ...(expected !== null && summary.numTotalTests !== expected
    ? [`${summary.numTotalTests} tests ran, ${expected} expected (stories and docs pages × themes)`]
    : []),
];

for (const r of skipped)
  console.log(`- skipped ${r.id} [${r.theme}]: parameters.a11y.test is 'off'`);
for (const r of todo)
  console.log(`⚠ ${r.id} [${r.theme}]: ${r.violations.length} violation(s), a11y.test is 'todo'`);
for (const failure of summary.failures) console.log(`✗ ${failure}`);
for (const problem of problems) console.log(`✗ ${problem}`);
const scope = patterns.length
  ? `test files matching ${patterns.join(' ')}`
  : `${stories.length} stories + ${docs.length} docs pages × ${THEMES.length} themes`;
console.log(
  `storybook a11y: ${summary.numTotalTests} checks (${scope}), ${violations} violations;` +
    ` ${summary.numPassedTests} passed, ${summary.numFailedTests} failed` +
    `${skipped.length ? `, ${skipped.length} skipped` : ''}${todo.length ? `, ${todo.length} with todo warnings` : ''}` +
    ` (@storybook/test-runner, ${workers} workers, ${seconds.toFixed(1)} s)`,
);

if (options.report) {
  mkdirSync(path.dirname(path.resolve(options.report)), { recursive: true });
  writeFileSync(
    options.report,
    JSON.stringify(
      {
        // Vitest's summary keys, so `npm test` counts these checks like the other stages.
        numPassedTests: summary.numPassedTests,
        numFailedTests: summary.numFailedTests + problems.length,
        stories: stories.length,
        docs: docs.length,
        themes: THEMES,
        violations,
        buildSeconds,
        checkSeconds: seconds,
        runner: '@storybook/test-runner',
        workers,
      },
      null,
      2,
    ),
  );
}
process.exit(exitCode !== 0 ? exitCode : problems.length > 0 ? 1 : 0);
