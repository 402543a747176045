import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shell',
    environment: 'happy-dom',
    setupFiles: ['@bonis/test-utils/setup'],
    // lets Testing Library register its automatic cleanup after each test
    globals: true,
  },
});
