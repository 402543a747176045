// @ts-check
/**
 * Docs pages through the same check as stories. The test runner's index.json mode turns only
 * stories into tests, so this file (matched by .storybook/test-runner-jest.config.js) adds one
 * test per docs entry of the same index, in each theme's Jest project.
 */
import { describe, it } from '@jest/globals';
import { checkEntry, renderDocs, themeOfTestFile } from './gate.mjs';

const target = process.env.TARGET_URL;
if (!target) throw new Error('TARGET_URL is not set (test-storybook sets it from --url)');
const response = await fetch(new URL('index.json', target));
/** @type {{ entries: Record<string, { id: string, type: 'story' | 'docs', title: string }> }} */
const index = await response.json();
const docs = Object.values(index.entries).filter((entry) => entry.type === 'docs');
const theme = themeOfTestFile();
/** jest-playwright's page for this test file (read per test: the runner may replace it) */
const currentPage = () =>
  /** @type {{ page: import('playwright').Page }} */ (/** @type {unknown} */ (globalThis)).page;

describe('Docs pages', () => {
  for (const entry of docs) {
    describe(entry.title, () => {
      it('docs-page', async () => {
        await renderDocs(currentPage(), entry.id);
        await checkEntry(currentPage(), { id: entry.id, type: 'docs' }, theme);
      });
    });
  }
});
