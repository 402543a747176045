import { defineConfig } from 'vitest/config';

/**
 * The contract suite runs twice: on PGlite and on a real PostgreSQL (DATABASE_URL, or a
 * throwaway cluster from Debian's postgresql). Unit tests of pure modules run once.
 */
const contract = (database: 'pglite' | 'postgres') => ({
  test: {
    name: `supabase-local:${database}`,
    environment: 'node' as const,
    // test/postgres: the PostgreSQL adapter's own connections (PGlite has none).
    include: [
      'test/contract/**/*.test.ts',
      ...(database === 'postgres' ? ['test/postgres/**/*.test.ts'] : []),
    ],
    globalSetup: ['test/support/global-setup.mjs'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // One server per run is shared by every file; files run one after another.
    fileParallelism: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'supabase-local:unit',
          environment: 'node',
          include: ['src/**/*.test.{mjs,ts}'],
        },
      },
      contract('pglite'),
      contract('postgres'),
    ],
  },
});
