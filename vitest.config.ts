import { defineConfig } from 'vitest/config';

// `npm run test:unit` at the root runs every package's own Vitest project.
export default defineConfig({
  test: {
    projects: ['tooling', 'design-system', 'supabase/*', 'shell', 'mfe-*'],
  },
});
