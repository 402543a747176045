import { defineProject } from 'vitest/config';

export default defineProject({
  define: {
    __BONIS_BUILD__: JSON.stringify({ app: 'mfe-admin', version: '0.1.0', release: 'test' }),
  },
  test: {
    name: 'mfe-admin',
    environment: 'happy-dom',
    setupFiles: ['@bonis/test-utils/setup'],
    // lets Testing Library register its automatic cleanup after each test
    globals: true,
    // Outside the monorepo the @bonis packages are the published builds, made for bundlers
    // (import paths without extensions): Vite resolves and transforms them.
    server: { deps: { inline: [/@bonis\//] } },
  },
});
