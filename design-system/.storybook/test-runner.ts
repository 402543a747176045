import type { TestRunnerConfig } from '@storybook/test-runner';

/**
 * @storybook/test-runner's configuration for the accessibility gate (`npm run test:a11y`, see
 * storybook-a11y/run.mjs). The runner loads each test file's page with its default `prepare`;
 * the gate's hooks (the theme of the page, axe after each story) are installed by
 * storybook-a11y/jest-setup.mjs, which .storybook/test-runner-jest.config.js runs in place of
 * the runner's own setup file.
 */
const config: TestRunnerConfig = {
  // browser logs printed with a failure: warnings and errors only
  logLevel: 'warn',
};

export default config;
