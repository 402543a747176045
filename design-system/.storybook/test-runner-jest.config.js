// @ts-check
import path from 'node:path';
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, chromiumPath } from '@bonis/tooling/chromium';
import { THEMES } from '../storybook-a11y/axe-options.mjs';
import { THEME_KEY } from '../storybook-a11y/gate.mjs';

/**
 * Jest configuration of `test-storybook` (found here through `--config-dir .storybook`). One
 * Jest project per theme, so one run checks every story and docs page in both themes on one
 * browser: Debian's Chromium with the project's flags (no test tool downloads a browser
 * here), with reduced motion and a light system colour scheme (the theme is the Storybook
 * global, set by storybook-a11y/jest-setup.mjs from the project's `globals`).
 */
const {
  reporters,
  watchPlugins,
  watchPathIgnorePatterns,
  testEnvironmentOptions,
  setupFilesAfterEnv = [],
  roots = [],
  testMatch = [],
  ...project
} = getJestConfig();
const gateDir = path.resolve(import.meta.dirname, '..', 'storybook-a11y');
const playwright = /** @type {Record<string, unknown>} */ (
  testEnvironmentOptions?.['jest-playwright'] ?? {}
);

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  // run.mjs reads the counts from summary-reporter.mjs
  reporters: [...(reporters ?? []), path.join(gateDir, 'summary-reporter.mjs')],
  watchPlugins,
  // generous: CI is a loaded 2-core machine, and a docs page waits for its code blocks
  testTimeout: 90_000,
  projects: THEMES.map((theme) => ({
    ...project,
    displayName: theme,
    globals: { [THEME_KEY]: theme },
    watchPathIgnorePatterns,
    // the generated story tests (index.json mode) and the docs-page tests
    roots: [...roots, gateDir],
    testMatch: [...testMatch, path.join(gateDir, 'docs-pages.a11y.mjs')],
    setupFilesAfterEnv: setupFilesAfterEnv.map((file) =>
      file.endsWith('/playwright/jest-setup.js') ? path.join(gateDir, 'jest-setup.mjs') : file,
    ),
    testEnvironmentOptions: {
      ...testEnvironmentOptions,
      'jest-playwright': {
        ...playwright,
        browsers: ['chromium'],
        launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] },
        contextOptions: { reducedMotion: 'reduce', colorScheme: 'light' },
      },
    },
  })),
};
