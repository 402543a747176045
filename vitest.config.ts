import { defineConfig } from 'vitest/config';

// `npm run test:unit` at the root runs every package's own Vitest project.
export default defineConfig({
  test: {
    // supabase/local's contract suite (two databases) is its own stage of `npm test`.
    projects: [
      'tooling',
      'design-system',
      'test-utils',
      'supabase/client',
      'forms',
      'contracts',
      'shell',
      'mfe-*',
    ],
  },
});
