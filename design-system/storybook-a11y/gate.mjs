// @ts-check
/**
 * What the accessibility gate does in a page of the built Storybook, shared by the story tests
 * that @storybook/test-runner generates (through jest-setup.mjs) and the docs-page tests
 * (docs-pages.a11y.mjs): put the preview in the theme under test, wait for the signals that say
 * an entry is complete, then run axe. Nothing here waits for a length of time: every wait ends
 * on an event of the page.
 */
import { appendFileSync } from 'node:fs';
import { getViolations, injectAxe } from 'axe-playwright';
import { AXE_RUN_OPTIONS, THEME_GLOBAL, THEMES } from './axe-options.mjs';

/**
 * The global that names a test file's theme: each theme is a Jest project of
 * .storybook/test-runner-jest.config.js, with this in its `globals`.
 */
export const THEME_KEY = 'STORYBOOK_A11Y_THEME';
/** A JSON-lines file each check appends its outcome to, for run.mjs's summary and report. */
export const RESULTS_ENV = 'STORYBOOK_A11Y_RESULTS';
/** How long a docs page may take to fill its lazily rendered code blocks before it fails. */
const CODE_BLOCKS_TIMEOUT_MS = 30_000;
/** Rounds of finishing animations before the page counts as never settling (gate.mjs#settle). */
const MAX_ANIMATION_ROUNDS = 100;

/**
 * @typedef {import('playwright').Page} Page
 * @typedef {(typeof THEMES)[number]} Theme
 * @typedef {{ test?: 'off' | 'todo' | 'error', disable?: boolean, options?: import('axe-core').RunOptions }} A11yParameters
 * @typedef {{ id: string, type: 'story' | 'docs', a11y?: A11yParameters }} Entry
 * @typedef {{ rule: string, impact: string, help: string, nodes: Array<{ target: string, summary: string }> }} Violation
 * @typedef {{ id: string, type: Entry['type'], theme: Theme, outcome: 'checked' | 'todo' | 'skipped', violations: Violation[] }} CheckRecord
 * @typedef {{ on: (event: string, listener: (...args: unknown[]) => void) => void, off: (event: string, listener: (...args: unknown[]) => void) => void, emit: (event: string, payload?: unknown) => void }} Channel
 */

/** @returns {Theme} the theme of the running test file's Jest project */
export function themeOfTestFile() {
  const value = /** @type {Record<string, unknown>} */ (globalThis)[THEME_KEY];
  const theme = THEMES.find((name) => name === value);
  if (!theme) throw new Error(`the Jest project must set globals.${THEME_KEY} to a theme`);
  return theme;
}

/**
 * Sets the theme global in a freshly loaded preview, before any story renders, so every story
 * and docs page of this page is drawn in that theme. `a11y.manual` stops the a11y addon from
 * running axe on its own after each story; the gate runs it once the entry is complete.
 *
 * It also notes, for each entry, the theme on <html> at the moment Storybook reports the entry
 * rendered: checkEntry fails an entry that was not in its theme then. Whatever checks a page
 * at that moment (the a11y addon does) must see its final colours; the dark docs page once
 * reported itself rendered with the light theme's token colours (README, "Root cause").
 * @param {Page} page
 * @param {Theme} theme
 */
export async function applyTheme(page, theme) {
  await page.evaluate(
    ({ name, value }) =>
      new Promise((resolve) => {
        const win =
          /** @type {{ __STORYBOOK_ADDONS_CHANNEL__: Channel, __themeAtRender: Record<string, string> }} */ (
            /** @type {unknown} */ (window)
          );
        const channel = win.__STORYBOOK_ADDONS_CHANNEL__;
        win.__themeAtRender = {};
        for (const event of ['storyRendered', 'docsRendered']) {
          channel.on(event, (id) => {
            win.__themeAtRender[String(id)] = document.documentElement.dataset.theme ?? '';
          });
        }
        /** @param {unknown} payload */
        const updated = (payload) => {
          const globals = /** @type {{ globals?: Record<string, unknown> }} */ (payload).globals;
          if (globals?.[name] !== value) return;
          channel.off('globalsUpdated', updated);
          resolve(undefined);
        };
        channel.on('globalsUpdated', updated);
        channel.emit('updateGlobals', { globals: { [name]: value, a11y: { manual: true } } });
      }),
    { name: THEME_GLOBAL, value: theme },
  );
}

/**
 * Shows a docs page in the preview and resolves once Storybook reports it rendered (the
 * test runner's own render step covers stories only).
 * @param {Page} page
 * @param {string} id
 */
export async function renderDocs(page, id) {
  await page.evaluate(
    (storyId) =>
      new Promise((resolve, reject) => {
        const channel = /** @type {{ __STORYBOOK_ADDONS_CHANNEL__: Channel }} */ (
          /** @type {unknown} */ (window)
        ).__STORYBOOK_ADDONS_CHANNEL__;
        /** @type {Record<string, (...args: unknown[]) => void>} */
        const listeners = {
          docsRendered: (renderedId) => renderedId === storyId && finish(() => resolve(undefined)),
          storyMissing: () =>
            finish(() => reject(new Error(`${storyId} is missing from the build`))),
          storyErrored: (error) => finish(() => reject(new Error(`render error: ${text(error)}`))),
          storyThrewException: (error) =>
            finish(() => reject(new Error(`render threw: ${text(error)}`))),
        };
        /** @param {unknown} error */
        function text(error) {
          return typeof error === 'object' && error !== null && 'message' in error
            ? String(error.message)
            : JSON.stringify(error);
        }
        /** @param {() => void} done */
        function finish(done) {
          for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
          done();
        }
        for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
        channel.emit('setCurrentStory', { storyId, viewMode: 'docs' });
      }),
    id,
  );
}

/**
 * Waits until the rendered entry is complete, by the page's own signals:
 * - a docs page's code blocks are rendered lazily: Storybook reports the page rendered while
 *   each block is still an empty placeholder, and fills it when the highlighter's chunk
 *   arrives (0.5–1.5 s later here). Waits until every block holds its code, so the
 *   highlighted code is what axe checks, every run;
 * - fonts have loaded;
 * - every finite animation and transition has finished. The gate runs with reduced motion,
 *   where the global styles give every element a 0.01 ms transition (transition-property
 *   defaults to `all`), so any colour change, such as the body's first colours on a fresh
 *   page, becomes a cascade of transitions; until it ends, computed colours are old ones.
 * @param {Page} page
 * @param {Entry['type']} type
 */
async function settle(page, type) {
  if (type === 'docs') {
    await page.evaluate(
      (timeoutMs) =>
        new Promise((resolve, reject) => {
          const root = document.getElementById('storybook-docs');
          const empty = () =>
            [...(root?.querySelectorAll('pre') ?? [])].filter((pre) => !pre.textContent?.trim());
          if (empty().length === 0) return resolve(undefined);
          const observer = new MutationObserver(() => {
            if (empty().length > 0) return;
            observer.disconnect();
            clearTimeout(timer);
            resolve(undefined);
          });
          const timer = setTimeout(() => {
            observer.disconnect();
            reject(new Error(`${empty().length} code block(s) still empty after ${timeoutMs} ms`));
          }, timeoutMs);
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
      CODE_BLOCKS_TIMEOUT_MS,
    );
  }
  await page.evaluate(async (maxRounds) => {
    await document.fonts.ready;
    // A transition ending starts the next one down the tree: an inherited colour changes one
    // level per frame (the tokens docs page takes 9 rounds, up to 341 transitions at once).
    // Wait round by round until none is left.
    for (let round = 0; round < maxRounds; round++) {
      const running = document.getAnimations().filter((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return animation.playState === 'running' && Number.isFinite(Number(end));
      });
      if (running.length === 0) return;
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
    throw new Error(`animations were still starting after ${maxRounds} rounds`);
  }, MAX_ANIMATION_ROUNDS);
}

/** @param {CheckRecord} record */
function save(record) {
  const file = process.env[RESULTS_ENV];
  if (file) appendFileSync(file, `${JSON.stringify(record)}\n`);
}

/** @param {string} label @param {Violation[]} violations */
function describeViolations(label, violations) {
  const lines = [`${label}: ${violations.length} accessibility violation(s)`];
  for (const violation of violations) {
    lines.push(`  ${violation.rule} (${violation.impact}): ${violation.help}`);
    for (const node of violation.nodes) {
      lines.push(`    → ${node.target}`);
      if (node.summary) lines.push(`      ${node.summary}`);
    }
  }
  return lines.join('\n');
}

/**
 * Checks the entry on screen in the theme under test and throws on any violation. Follows the
 * a11y addon's parameters, like the a11y panel: `a11y.test: 'todo'` reports violations without
 * failing, `'off'` (or `a11y.disable`) skips the entry, `a11y.options` adds axe run options.
 * @param {Page} page
 * @param {Entry} entry
 * @param {Theme} theme
 */
export async function checkEntry(page, { id, type, a11y = {} }, theme) {
  const label = `${id} [${theme}]`;
  if (a11y.disable || a11y.test === 'off') {
    save({ id, type, theme, outcome: 'skipped', violations: [] });
    return;
  }
  const atRender = await page.evaluate(
    (entryId) =>
      /** @type {{ __themeAtRender: Record<string, string> }} */ (/** @type {unknown} */ (window))
        .__themeAtRender[entryId],
    id,
  );
  if (atRender !== theme) {
    throw new Error(
      `${label}: Storybook reported it rendered while <html> had data-theme="${atRender ?? ''}"`,
    );
  }
  await settle(page, type);
  // once per page load: a story switch keeps the page and its axe
  if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  const results = await getViolations(
    page,
    type === 'docs' ? '#storybook-docs' : '#storybook-root',
    {
      ...AXE_RUN_OPTIONS,
      ...a11y.options,
    },
  );
  /** @type {Violation[]} */
  const violations = results.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    nodes: violation.nodes.map((node) => ({
      target: node.target.map(String).join(' '),
      summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
    })),
  }));
  const todo = a11y.test === 'todo';
  save({ id, type, theme, outcome: todo ? 'todo' : 'checked', violations });
  if (violations.length === 0) return;
  if (todo) console.warn(`${describeViolations(label, violations)}\n  (a11y.test is 'todo')`);
  else throw new Error(describeViolations(label, violations));
}

/**
 * The story's a11y parameters, as @storybook/test-runner's getStoryContext reads the story
 * (through the `__getContext` its page script defines), keeping only what the gate needs.
 * @param {Page} page
 * @param {string} id
 * @returns {Promise<A11yParameters | undefined>}
 */
export async function storyA11yParameters(page, id) {
  const a11y = await page.evaluate(async (storyId) => {
    const { __getContext } =
      /** @type {{ __getContext: (id: string) => Promise<{ parameters?: { a11y?: unknown } }> }} */ (
        /** @type {unknown} */ (window)
      );
    return (await __getContext(storyId)).parameters?.a11y ?? null;
  }, id);
  return /** @type {A11yParameters | null} */ (a11y) ?? undefined;
}
