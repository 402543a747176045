import { defineProject } from 'vitest/config';

export default defineProject({
  // The client runs in browsers: happy-dom gives supabase-js the WebSocket Node 20 lacks.
  test: { name: 'supabase-client', environment: 'happy-dom' },
});
