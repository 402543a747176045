import type { AccountExposes, ExposesMap } from '@bonis/contracts';

/**
 * The modules this remote exposes: its public contract with the shell, typed as
 * `AccountExposes` in `@bonis/contracts` (a missing or extra expose fails the typecheck here, a
 * module that doesn't match its entry fails it in `contract.check.ts`). Changing it is a
 * versioned change (see contract.json and expose.test.ts).
 */
export const exposes = {
  './App': './src/app/app.tsx',
  './routes': './src/app/routes.ts',
  './AuthModals': './src/widgets/auth-modals.tsx',
  './ProfileMenu': './src/widgets/profile-menu.tsx',
  './FavoritesDropdown': './src/widgets/favorites-dropdown.tsx',
} satisfies ExposesMap<AccountExposes>;
