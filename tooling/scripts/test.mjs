#!/usr/bin/env node
// @ts-check
/**
 * `npm test`: everything that must pass, in order — typecheck, lint, unit and component tests
 * (Vitest, every package), the design system's Storybook (built, then every story and docs page
 * through axe in both themes), the local Supabase server's contract suite (on PGlite and on
 * PostgreSQL), the store database's tests (RLS attack matrix, function rules, seed, and
 * concurrency on PostgreSQL), then the end-to-end tests (production build + Playwright in
 * Debian's Chromium). Stops at the first failing stage; prints how long each stage took and
 * the number of tests that passed and failed.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const REPORTS = path.join(ROOT, '.tmp', 'reports');
const VITEST_REPORT = path.join(REPORTS, 'vitest.json');
const STORYBOOK_REPORT = path.join(REPORTS, 'storybook-a11y.json');
const SUPABASE_REPORT = path.join(REPORTS, 'supabase-local.json');
const DATABASE_REPORT = path.join(REPORTS, 'supabase-db.json');
const PLAYWRIGHT_REPORT = path.join(REPORTS, 'playwright.json');

/** @type {Array<{ name: string, script: string, args?: string[] }>} */
const STAGES = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  {
    name: 'unit',
    script: 'test:unit',
    args: ['--', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`],
  },
  { name: 'storybook', script: 'test:storybook', args: ['--', `--report=${STORYBOOK_REPORT}`] },
  {
    name: 'supabase',
    script: 'test:supabase',
    args: ['--', '--reporter=default', '--reporter=json', `--outputFile.json=${SUPABASE_REPORT}`],
  },
  {
    name: 'database',
    script: 'test:db',
    args: ['--', '--reporter=default', '--reporter=json', `--outputFile.json=${DATABASE_REPORT}`],
  },
  { name: 'e2e', script: 'test:e2e' },
];

/** @param {{ script: string, args?: string[] }} stage @returns {Promise<number>} */
function run({ script, args = [] }) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, ...args], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: PLAYWRIGHT_REPORT },
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** @param {string} file @returns {{ passed: number, failed: number }} */
function counts(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    if ('numPassedTests' in report) {
      return { passed: report.numPassedTests, failed: report.numFailedTests };
    }
    const stats = report.stats ?? {};
    return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
  } catch {
    return { passed: 0, failed: 0 };
  }
}

/** @param {string} file @returns {string | null} the Storybook build time and what the a11y gate checked */
function storybookSummary(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const build = typeof report.buildSeconds === 'number' ? report.buildSeconds.toFixed(1) : '?';
    return `storybook build ${build} s · a11y ${report.stories} stories + ${report.docs} docs pages × ${report.themes.length} themes in ${report.checkSeconds.toFixed(1)} s, ${report.violations} violations`;
  } catch {
    return null;
  }
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
/** @type {Array<[string, number, number]>} */
const timings = [];
let exitCode = 0;
for (const stage of STAGES) {
  console.log(`\n▶ ${stage.name}`);
  const started = performance.now();
  const code = await run(stage);
  timings.push([stage.name, performance.now() - started, code]);
  if (code !== 0) {
    exitCode = code;
    break;
  }
}

const unit = counts(VITEST_REPORT);
const storybook = counts(STORYBOOK_REPORT);
const supabase = counts(SUPABASE_REPORT);
const database = counts(DATABASE_REPORT);
const e2e = counts(PLAYWRIGHT_REPORT);
console.log('\nStage times');
for (const [name, ms, code] of timings) {
  console.log(
    `  ${name.padEnd(10)} ${(ms / 1000).toFixed(1).padStart(6)} s  ${code === 0 ? 'ok' : `failed (exit ${code})`}`,
  );
}
const all = [unit, storybook, supabase, database, e2e];
const storybookRun = storybookSummary(STORYBOOK_REPORT);
if (storybookRun) console.log(`  ${storybookRun}`);
console.log(
  `  unit ${unit.passed}/${unit.failed} · storybook a11y ${storybook.passed}/${storybook.failed} · supabase ${supabase.passed}/${supabase.failed} · database ${database.passed}/${database.failed} · e2e ${e2e.passed}/${e2e.failed} (passed/failed)`,
);
console.log(
  `tests: ${all.reduce((n, c) => n + c.passed, 0)} passed, ${all.reduce((n, c) => n + c.failed, 0)} failed`,
);
process.exit(exitCode);
