import { defineProject } from 'vitest/config';

export default defineProject({
  define: {
    __BONIS_BUILD__: JSON.stringify({ app: 'mfe-account', version: '0.2.0', release: 'test' }),
  },
  test: {
    name: 'mfe-account',
    environment: 'happy-dom',
    // jest-dom's matchers, cleanup after each test and the bus reset (@bonis/test-utils)
    setupFiles: ['@bonis/test-utils/setup'],
    // typing goes through user-event, key by key: room for a loaded CI machine
    testTimeout: 20_000,
    // lets Testing Library register its automatic cleanup after each test
    globals: true,
    // Outside the monorepo the @bonis packages are the published builds, made for bundlers
    // (import paths without extensions): Vite resolves and transforms them.
    server: { deps: { inline: [/@bonis\//] } },
  },
});
