import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'test-utils',
    environment: 'happy-dom',
    setupFiles: ['./src/setup.ts'],
  },
});
