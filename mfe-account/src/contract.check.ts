/**
 * Type-level only, imported by nothing: each module `expose.ts` lists, checked against its entry
 * in `AccountExposes` of `@bonis/contracts` (the shell type-checks against the same contract). A
 * widget whose props no longer accept the contract's, a route manifest or prefetch of the wrong
 * shape, or a missing default export fails `npm run typecheck` here.
 */
import type { AccountExposes, Implements } from '@bonis/contracts';
import type * as App from './app/app';
import type * as Routes from './app/routes';
import type * as AuthModals from './widgets/auth-modals';
import type * as ProfileMenu from './widgets/profile-menu';
import type * as FavoritesDropdown from './widgets/favorites-dropdown';

export type AccountImplementation = Implements<
  AccountExposes,
  {
    App: typeof App;
    routes: typeof Routes;
    AuthModals: typeof AuthModals;
    ProfileMenu: typeof ProfileMenu;
    FavoritesDropdown: typeof FavoritesDropdown;
  }
>;
