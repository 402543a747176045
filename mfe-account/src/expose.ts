/**
 * The modules this remote exposes: its public contract with the shell. Changing it is a
 * versioned change (see contract.json and expose.test.ts). Props of each widget: README.md.
 */
export const exposes = {
  './App': './src/app/app.tsx',
  './routes': './src/app/routes.ts',
  './AuthModals': './src/widgets/auth-modals.tsx',
  './ProfileMenu': './src/widgets/profile-menu.tsx',
  './FavoritesDropdown': './src/widgets/favorites-dropdown.tsx',
};
