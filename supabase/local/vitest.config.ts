import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'supabase-local', environment: 'node' },
});
