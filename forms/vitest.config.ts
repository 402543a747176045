import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'forms',
    environment: 'happy-dom',
    // jest-dom, cleanup, the bus reset and Supabase over msw, as in every component-test project
    setupFiles: ['@bonis/test-utils/setup'],
    // lets Testing Library register its automatic cleanup after each test
    globals: true,
  },
});
