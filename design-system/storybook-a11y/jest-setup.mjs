// @ts-check
/**
 * Runs in every test file of the gate, in place of @storybook/test-runner's own
 * `playwright/jest-setup.js`, and does what that file does with the gate's hooks:
 * - sets the globals the generated story tests call (`__sbPostVisit` after a story has rendered
 *   and played, `__sbSetupPage` to reload a page whose context was destroyed). The runner's
 *   file imports its whole package (Babel, Storybook's Node internals) into each test file's
 *   module registry to read .storybook/test-runner.ts: 3.5 s per file on the loaded CI
 *   machine, for 2 × 39 files. run.mjs checks that every test left a check record, so a runner
 *   version that stopped calling these globals fails the gate instead of passing unchecked;
 * - puts the page, loaded by the runner, in the theme of this test file's Jest project.
 */
import { applyTheme, checkEntry, storyA11yParameters, themeOfTestFile } from './gate.mjs';

/** @typedef {import('playwright').Page} Page */

const runner = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (globalThis));
const theme = themeOfTestFile();

await applyTheme(/** @type {Page} */ (runner.page), theme);

runner.__sbPostVisit = async (/** @type {Page} */ page, /** @type {{ id: string }} */ story) => {
  const a11y = await storyA11yParameters(page, story.id);
  await checkEntry(page, { id: story.id, type: 'story', ...(a11y ? { a11y } : {}) }, theme);
};
runner.__sbCollectCoverage = false;
runner.__sbSetupPage = async (
  /** @type {Page} */ page,
  /** @type {import('playwright').BrowserContext} */ context,
) => {
  const { setupPage } = await import('@storybook/test-runner');
  await setupPage(page, context);
  await applyTheme(page, theme);
};
