import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'supabase-client',
    // The client runs in browsers: happy-dom gives supabase-js the WebSocket Node 20 lacks.
    environment: 'happy-dom',
    // jest-dom, cleanup, the bus reset and Supabase over msw (a real client per test)
    setupFiles: ['@bonis/test-utils/setup'],
  },
});
