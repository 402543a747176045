import { defineProject } from 'vitest/config';

export default defineProject({
  define: {
    __BONIS_BUILD__: JSON.stringify({ app: 'mfe-account', version: '0.2.0', release: 'test' }),
  },
  test: {
    name: 'mfe-account',
    environment: 'happy-dom',
    // lets Testing Library register its automatic cleanup after each test
    globals: true,
  },
});
