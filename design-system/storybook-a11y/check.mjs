#!/usr/bin/env node
// @ts-check
/**
 * The accessibility gate: every story and docs page of the built Storybook, in both themes,
 * through axe-core (WCAG 2.0/2.1 A and AA, colour contrast included) in Debian's Chromium.
 * Exits 1 listing story, theme, rule, impact and nodes for any violation.
 *
 *   node storybook-a11y/check.mjs [--build] [--dir storybook-static] [--workers 3]
 *                                 [--only <id substring>] [--report <file.json>]
 *
 * --build runs `npm run build-storybook` first and prints how long it took. Stories follow
 * Storybook's own switches: `parameters.a11y.test: 'todo'` turns violations into warnings,
 * `'off'` (or `a11y.disable`) and the `!test` tag skip the story; each is listed in the output.
 * Play functions run before the check, so the state they leave (an open menu, a filled form)
 * is what gets checked. A violation is confirmed on a fresh load of the entry before it fails
 * the gate; one that does not come back is printed as a warning with what was seen.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '@bonis/tooling/chromium';
import { serveStatic } from '@bonis/tooling/serve';
import { AXE_RUN_OPTIONS, THEME_GLOBAL, THEMES } from './axe-options.mjs';

const PACKAGE_DIR = path.resolve(import.meta.dirname, '..');
const RENDER_TIMEOUT_MS = 20_000;
/**
 * The page counts as settled once nothing in it changed for this long after rendering. Docs
 * pages wait longer: their code blocks are highlighted by a lazily loaded chunk.
 */
const QUIET_MS = { story: 60, docs: 250 };
const SETTLE_TIMEOUT_MS = 3_000;

/**
 * @typedef {{ type: 'story' | 'docs', id: string, title: string, name: string, importPath: string, tags?: string[] }} IndexEntry
 * @typedef {(typeof THEMES)[number]} Theme
 * @typedef {{ test?: 'off' | 'todo' | 'error', disable?: boolean, options?: { rules?: Record<string, { enabled: boolean }> } }} A11yParameters
 * @typedef {{ id: string | null, status: 'pending' | 'rendered' | 'failed', error: string, a11y: A11yParameters | null, lastMutation: number }} RenderState
 * @typedef {{ target: string, summary: string }} ViolationNode
 * @typedef {{ rule: string, impact: string, help: string, helpUrl: string, nodes: ViolationNode[] }} Violation
 * @typedef {{ entry: IndexEntry, theme: Theme, outcome: 'checked' | 'warning' | 'unconfirmed' | 'skipped' | 'error', violations: Violation[], note: string }} CheckResult
 */

const { values: options } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    dir: { type: 'string', default: path.join(PACKAGE_DIR, 'storybook-static') },
    workers: { type: 'string', default: '3' },
    only: { type: 'string' },
    report: { type: 'string' },
  },
});

let buildSeconds = null;
if (options.build) {
  const started = performance.now();
  const build = spawnSync('npm', ['run', '--silent', 'build-storybook'], {
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
/** @type {{ entries: Record<string, IndexEntry> }} */
const index = JSON.parse(readFileSync(indexFile, 'utf8'));
const entries = Object.values(index.entries).filter(
  (entry) => !options.only || entry.id.includes(options.only),
);
const workers = Math.max(1, Number(options.workers) || 1);
const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** @type {string} */
const axeVersion = JSON.parse(
  readFileSync(require.resolve('axe-core/package.json'), 'utf8'),
).version;

/** @returns {Promise<number>} a port nothing listens on right now */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Runs in every page before Storybook's own scripts: catches the preview's channel as it is
 * installed and records, in `window.__a11yGate`, when the entry has rendered (after its play
 * function) or failed, the story's a11y parameters, and when the page last changed.
 */
function watchStorybook() {
  const page = /** @type {Window & { __a11yGate?: RenderState }} */ (window);
  page.__a11yGate = { id: null, status: 'pending', error: '', a11y: null, lastMutation: 0 };
  /**
   * The gate's state while the entry renders, or null for a stale event of another entry.
   * Failure events carry no id: they belong to the entry rendering now.
   */
  const current = (/** @type {unknown} */ id, anyId = false) => {
    const state = page.__a11yGate;
    return state && state.status === 'pending' && (anyId || state.id === null || id === state.id)
      ? state
      : null;
  };
  /** @param {string} message */
  const fail = (message) => {
    const state = current(null, true);
    if (state) Object.assign(state, { status: 'failed', error: message });
  };
  /** @param {unknown} error */
  const describe = (error) =>
    typeof error === 'object' && error !== null && 'message' in error
      ? String(error.message)
      : String(error);
  new MutationObserver(() => {
    if (page.__a11yGate) page.__a11yGate.lastMutation = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  /** @type {unknown} */
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next) {
      const fresh = next !== channel;
      channel = next;
      if (!fresh || !next) return;
      /** @type {{ on: (event: string, listener: (...args: unknown[]) => void) => void }} */
      const events = next;
      events.on('storyPrepared', (payload) => {
        const { id, parameters } =
          /** @type {{ id: string, parameters?: { a11y?: A11yParameters } }} */ (payload);
        const state = current(id);
        if (state) state.a11y = parameters?.a11y ?? null;
      });
      const done = (/** @type {unknown} */ id) => {
        const state = current(id);
        if (state) state.status = 'rendered';
      };
      events.on('storyRendered', done);
      events.on('docsRendered', done);
      events.on('storyMissing', () => fail('story missing from the build'));
      events.on('storyErrored', (error) => fail(`render error: ${describe(error)}`));
      events.on('storyThrewException', (error) => fail(`render threw: ${describe(error)}`));
      events.on('playFunctionThrewException', (error) =>
        fail(`play function threw: ${describe(error)}`),
      );
    },
  });
}

/**
 * Runs in the page once the entry rendered.
 * @param {{ selector: string, options: import('axe-core').RunOptions }} input
 * @returns {Promise<Violation[]>}
 */
async function runAxe({ selector, options: runOptions }) {
  const { axe } = /** @type {{ axe: typeof import('axe-core') }} */ (
    /** @type {unknown} */ (window)
  );
  const root = document.querySelector(selector);
  if (!root) throw new Error(`${selector} is not on the page`);
  const results = await axe.run(root, runOptions);
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    helpUrl: violation.helpUrl,
    nodes: violation.nodes.map((node) => ({
      target: node.target.map(String).join(' '),
      summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
    })),
  }));
}

/**
 * Requests that failed since the page last loaded, to explain a story that never rendered.
 * @type {WeakMap<import('@playwright/test').Page, string[]>}
 */
const failedRequests = new WeakMap();

/**
 * Shows an entry: a fresh page load, or (for the next story of the same file and theme, as
 * Storybook's own test runner does) a switch through the preview's channel, which skips
 * reloading the preview's megabytes of scripts.
 * @param {import('@playwright/test').Page} page
 * @param {string} baseUrl
 * @param {IndexEntry} entry
 * @param {Theme} theme
 * @param {boolean} reload
 */
async function show(page, baseUrl, entry, theme, reload) {
  if (reload) {
    failedRequests.set(page, []);
    // The a11y addon would run axe on its own after each story; the gate does it instead.
    const globals = `${THEME_GLOBAL}:${theme};a11y.manual:!true`;
    await page.goto(
      `${baseUrl}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=${entry.type}` +
        `&globals=${encodeURIComponent(globals)}`,
    );
    return;
  }
  await page.evaluate(
    ({ id, viewMode }) => {
      const win =
        /** @type {Window & { __a11yGate?: RenderState, __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void } }} */ (
          window
        );
      win.__a11yGate = { id, status: 'pending', error: '', a11y: null, lastMutation: 0 };
      win.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId: id, viewMode });
    },
    { id: entry.id, viewMode: entry.type },
  );
}

/**
 * @param {import('@playwright/test').Page} page
 * @param {string} baseUrl
 * @param {IndexEntry} entry
 * @param {Theme} theme
 * @param {boolean} reload load the page afresh instead of switching stories in it
 * @returns {Promise<CheckResult>}
 */
async function check(page, baseUrl, entry, theme, reload) {
  /** @param {Partial<CheckResult>} rest @returns {CheckResult} */
  const result = (rest) => ({
    entry,
    theme,
    outcome: 'checked',
    violations: [],
    note: '',
    ...rest,
  });
  await show(page, baseUrl, entry, theme, reload);
  /** @type {RenderState} */
  let state;
  try {
    const handle = await page.waitForFunction(
      () => {
        const gate = /** @type {Window & { __a11yGate?: RenderState }} */ (window).__a11yGate;
        return gate && gate.status !== 'pending' ? gate : null;
      },
      undefined,
      { timeout: RENDER_TIMEOUT_MS, polling: 25 },
    );
    state = /** @type {RenderState} */ (await handle.jsonValue());
  } catch {
    const failed = failedRequests.get(page) ?? [];
    return result({
      outcome: 'error',
      note:
        `did not render within ${RENDER_TIMEOUT_MS / 1000} s` +
        (failed.length ? ` (failed requests: ${failed.join(', ')})` : ''),
    });
  }
  if (state.status === 'failed') return result({ outcome: 'error', note: state.error });
  const a11y = state.a11y ?? {};
  if (a11y.disable || a11y.test === 'off') {
    return result({ outcome: 'skipped', note: "parameters.a11y.test is 'off'" });
  }
  // Rendered is not settled: lazy chunks (docs code highlighting), Suspense and effects may
  // still change the page, and a theme switch starts colour transitions (the reduced-motion
  // reset makes every property change one of 0.01 ms, which still ends only on the next
  // frame). Wait until the page stops changing and finite animations have ended.
  await page
    .waitForFunction(
      (quietMs) => {
        const gate = /** @type {Window & { __a11yGate?: RenderState }} */ (window).__a11yGate;
        const moving = document.getAnimations().some((animation) => {
          const end = animation.effect?.getComputedTiming().endTime;
          return animation.playState === 'running' && Number.isFinite(Number(end));
        });
        return !moving && performance.now() - (gate?.lastMutation ?? 0) >= quietMs;
      },
      QUIET_MS[entry.type],
      { timeout: SETTLE_TIMEOUT_MS, polling: 25 },
    )
    .catch(() => undefined); // a story that never stops changing (a spinner) is checked as is
  // On a loaded machine the wait above can run out while a transition is still under way:
  // jump every finite animation to its end, so axe reads the colours the page settles on.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      const end = animation.effect?.getComputedTiming().endTime;
      if (animation.playState === 'running' && Number.isFinite(Number(end))) animation.finish();
    }
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The theme global must have reached the page, or both passes would check the same theme.
  const applied = await page.evaluate(() => document.documentElement.dataset.theme ?? '');
  if (applied !== theme) {
    return result({ outcome: 'error', note: `expected data-theme="${theme}", got "${applied}"` });
  }
  // Our pinned axe-core, once per page load (a switch keeps it).
  const loaded = await page.evaluate(
    () =>
      /** @type {{ axe?: { version: string } }} */ (/** @type {unknown} */ (window)).axe?.version,
  );
  if (loaded !== axeVersion) await page.addScriptTag({ content: axeSource });
  const rules = a11y.options?.rules;
  const violations = await page.evaluate(runAxe, {
    selector: entry.type === 'docs' ? '#storybook-docs' : '#storybook-root',
    options: { ...AXE_RUN_OPTIONS, ...(rules ? { rules } : {}) },
  });
  const note = rules ? `rules overridden by the story: ${JSON.stringify(rules)}` : '';
  if (a11y.test === 'todo') {
    return result({ outcome: violations.length ? 'warning' : 'checked', violations, note });
  }
  return result({ violations, note });
}

/**
 * A violation is checked again on a fresh load of the entry alone. A real violation is there
 * every time and fails; one that the fresh load does not show came from a page read half-way
 * through changing (a story switch, a theme applied late on a loaded machine) and is listed as
 * a warning with what the first look saw, never dropped silently.
 * @param {import('@playwright/test').Page} page
 * @param {string} baseUrl
 * @param {CheckResult} first
 * @returns {Promise<CheckResult>}
 */
async function confirm(page, baseUrl, first) {
  const again = await check(page, baseUrl, first.entry, first.theme, true).catch(() => first);
  if (again.outcome !== 'checked' || again.violations.length > 0) return again;
  return {
    ...first,
    outcome: 'unconfirmed',
    note: `${first.violations.length} violation(s) on the first look, none on a fresh load`,
  };
}

/** @param {CheckResult} r */
function label({ entry, theme }) {
  return `${entry.id} [${theme}] (${entry.type === 'docs' ? 'docs page' : `${entry.title} › ${entry.name}`})`;
}

/** @param {Violation[]} violations */
function printViolations(violations) {
  for (const violation of violations) {
    console.log(`    ${violation.rule} (${violation.impact}): ${violation.help}`);
    console.log(`      ${violation.helpUrl}`);
    for (const node of violation.nodes) {
      console.log(`      → ${node.target}`);
      if (node.summary) console.log(`        ${node.summary}`);
    }
  }
}

const started = performance.now();
const server = await serveStatic({ root: staticDir, port: await freePort() });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
/** @type {CheckResult[]} */
const results = [];
try {
  // Reduced motion: GlobalStyles then turns transitions off, so axe never reads a colour
  // half-way through one.
  const context = await browser.newContext({ reducedMotion: 'reduce', colorScheme: 'light' });
  await context.addInitScript(watchStorybook);
  // One group per story file and theme: its first story loads the page, the rest switch to
  // in place. Anything that went wrong reloads the page for the next story.
  /** @type {Map<string, Array<{ entry: IndexEntry, theme: Theme }>>} */
  const groups = new Map();
  for (const theme of THEMES) {
    for (const entry of entries) {
      const key = `${theme} ${entry.importPath}`;
      groups.set(key, [...(groups.get(key) ?? []), { entry, theme }]);
    }
  }
  const queue = [...groups.values()];
  await Promise.all(
    Array.from({ length: Math.min(workers, queue.length) }, async () => {
      const page = await context.newPage();
      page.on('response', (response) => {
        if (response.status() >= 400) {
          failedRequests.get(page)?.push(`${response.status()} ${response.url()}`);
        }
      });
      page.on('requestfailed', (request) => {
        failedRequests
          .get(page)
          ?.push(`${request.failure()?.errorText ?? 'failed'} ${request.url()}`);
      });
      for (let group = queue.shift(); group; group = queue.shift()) {
        let reload = true;
        for (const { entry, theme } of group) {
          if (entry.type === 'story' && !(entry.tags ?? []).includes('test')) {
            results.push({
              entry,
              theme,
              outcome: 'skipped',
              violations: [],
              note: 'tagged !test',
            });
            continue;
          }
          /** @type {CheckResult} */
          let outcome;
          try {
            outcome = await check(page, server.url, entry, theme, reload);
          } catch (error) {
            // e.g. the page navigated away under the check: once more, on a fresh page
            outcome = await check(page, server.url, entry, theme, true).catch((again) => ({
              entry,
              theme,
              outcome: /** @type {const} */ ('error'),
              violations: [],
              note: `${error instanceof Error ? error.message : String(error)}; again: ${again instanceof Error ? again.message : String(again)}`,
            }));
          }
          if (outcome.outcome === 'checked' && outcome.violations.length > 0) {
            outcome = await confirm(page, server.url, outcome);
          }
          results.push(outcome);
          reload = outcome.outcome === 'error';
        }
      }
      await page.close();
    }),
  );
} finally {
  await browser.close();
  await server.close();
}

const order = new Map(entries.map((entry, i) => [entry.id, i]));
results.sort(
  (a, b) =>
    (order.get(a.entry.id) ?? 0) - (order.get(b.entry.id) ?? 0) ||
    THEMES.indexOf(a.theme) - THEMES.indexOf(b.theme),
);
/** What fails the gate: entries that did not render, and violations that a fresh load confirmed. */
const failing = results.filter(
  (r) => r.outcome === 'error' || (r.outcome === 'checked' && r.violations.length > 0),
);
const byOutcome = (/** @type {CheckResult['outcome']} */ outcome) =>
  results.filter((r) => r.outcome === outcome);

for (const r of byOutcome('skipped')) console.log(`- skipped ${label(r)}: ${r.note}`);
for (const r of results.filter(
  (r) => r.note && (r.outcome === 'checked' || r.outcome === 'warning'),
)) {
  console.log(`! ${label(r)}: ${r.note}`);
}
for (const r of byOutcome('warning')) {
  console.log(`⚠ ${label(r)}: ${r.violations.length} violation(s), a11y.test is 'todo'`);
  printViolations(r.violations);
}
for (const r of byOutcome('unconfirmed')) {
  console.log(`⚠ ${label(r)}: ${r.note}; the first look saw:`);
  printViolations(r.violations);
}
for (const r of failing) {
  if (r.outcome === 'error') console.log(`✗ ${label(r)}: ${r.note}`);
  else {
    console.log(`✗ ${label(r)}: ${r.violations.length} violation(s)`);
    printViolations(r.violations);
  }
}

const stories = entries.filter((e) => e.type === 'story').length;
const docs = entries.length - stories;
const violationCount = failing.reduce((n, r) => n + r.violations.length, 0);
const errors = byOutcome('error').length;
const seconds = (performance.now() - started) / 1000;
console.log(
  `storybook a11y: ${entries.length} stories × ${THEMES.length} themes checked, ${violationCount} violations` +
    ` (${stories} stories + ${docs} docs pages${errors ? `, ${errors} failed to render` : ''}` +
    `${byOutcome('skipped').length ? `, ${byOutcome('skipped').length} skipped` : ''}` +
    `${byOutcome('warning').length ? `, ${byOutcome('warning').length} with todo warnings` : ''}` +
    `${byOutcome('unconfirmed').length ? `, ${byOutcome('unconfirmed').length} not reproduced on a fresh load` : ''}` +
    `; ${seconds.toFixed(1)} s, ${workers} pages in parallel)`,
);

if (options.report) {
  mkdirSync(path.dirname(path.resolve(options.report)), { recursive: true });
  const failedChecks = failing.length;
  writeFileSync(
    options.report,
    JSON.stringify(
      {
        // Vitest's summary keys, so `npm test` counts these checks like the other stages.
        numPassedTests: results.length - failedChecks - byOutcome('skipped').length,
        numFailedTests: failedChecks,
        stories,
        docs,
        themes: THEMES,
        violations: violationCount,
        buildSeconds,
        checkSeconds: seconds,
      },
      null,
      2,
    ),
  );
}
process.exit(failing.length > 0 ? 1 : 0);
