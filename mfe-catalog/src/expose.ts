import type { CatalogExposes, ExposesMap } from '@bonis/contracts';

/**
 * The modules this remote exposes: its public contract with the shell, typed as
 * `CatalogExposes` in `@bonis/contracts` (a missing or extra expose fails the typecheck here, a
 * module that doesn't match its entry fails it in `contract.check.ts`). Changing it is a
 * versioned change (see contract.json and expose.test.ts).
 */
export const exposes = {
  './App': './src/app/app.tsx',
  './routes': './src/app/routes.ts',
  './SearchBox': './src/widgets/search-box.tsx',
  './MegaMenu': './src/widgets/mega-menu.tsx',
  './FooterNewsletter': './src/widgets/footer-newsletter.tsx',
  './prefetch': './src/server/prefetch.ts',
} satisfies ExposesMap<CatalogExposes>;
