import type { ExposedComponent, NoProps } from './exposed';
import type { RouteManifestModule } from './routes';

/**
 * The sign-in dialogs (the event bus's `AuthModal`, whose `loginRequested(modal)` the shell
 * answers by mounting `account/AuthModals`).
 */
export type AuthModal = 'login' | 'register' | 'forgot-password' | 'phone-login';

/** `account/AuthModals`: the sign-in dialogs the shell opens on `loginRequested`. */
export interface AuthModalsProps {
  /** the dialog to show first; a new value switches to it */
  modal: AuthModal;
  /** asked to close: done, Escape, a click outside or 'Cerrar'; the shell unmounts this */
  onClose: () => void;
}

/** `account/ProfileMenu`: the content of the header's profile dropdown. */
export interface ProfileMenuProps {
  /** an entry was chosen: the shell closes its dropdown */
  onNavigate?: () => void;
}

/** `account/FavoritesDropdown`: the content of the header's favourites dropdown. */
export interface FavoritesDropdownProps {
  /** a link or action was chosen: the shell closes its dropdown */
  onNavigate?: () => void;
}

/** What mfe-account exposes (its `src/expose.ts`), by expose name without './'. */
export interface AccountExposes {
  /** the shopper's own pages: profile, orders, favourites */
  App: ExposedComponent<NoProps>;
  routes: RouteManifestModule;
  AuthModals: ExposedComponent<AuthModalsProps>;
  ProfileMenu: ExposedComponent<ProfileMenuProps>;
  FavoritesDropdown: ExposedComponent<FavoritesDropdownProps>;
}
