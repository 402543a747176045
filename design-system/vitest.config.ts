import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'design-system',
    environment: 'happy-dom',
    // lets Testing Library register its automatic cleanup after each test
    globals: true,
  },
});
