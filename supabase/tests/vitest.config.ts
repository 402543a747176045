import { defineConfig } from 'vitest/config';

/**
 * The store database's tests run on both databases: PGlite (what `npm start` uses) and a real
 * PostgreSQL (DATABASE_URL, or a throwaway cluster from Debian's postgresql). The concurrency
 * tests run on PostgreSQL only: PGlite has one connection and serialises everything.
 */
const project = (database: 'pglite' | 'postgres') => ({
  test: {
    name: `supabase-db:${database}`,
    environment: 'node' as const,
    include: ['**/*.test.ts'],
    exclude: database === 'pglite' ? ['concurrency/**', 'node_modules/**'] : ['node_modules/**'],
    globalSetup: ['support/global-setup.mjs'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    // One server per project is shared by every file; files run one after another.
    fileParallelism: false,
  },
});

export default defineConfig({
  test: { projects: [project('pglite'), project('postgres')] },
});
