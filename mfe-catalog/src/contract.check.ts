/**
 * Type-level only, imported by nothing: each module `expose.ts` lists, checked against its entry
 * in `CatalogExposes` of `@bonis/contracts` (the shell type-checks against the same contract). A
 * widget whose props no longer accept the contract's, a route manifest or prefetch of the wrong
 * shape, or a missing default export fails `npm run typecheck` here.
 */
import type { CatalogExposes, Implements } from '@bonis/contracts';
import type * as App from './app/app';
import type * as Routes from './app/routes';
import type * as SearchBox from './widgets/search-box';
import type * as MegaMenu from './widgets/mega-menu';
import type * as FooterNewsletter from './widgets/footer-newsletter';
import type * as Prefetch from './server/prefetch';

export type CatalogImplementation = Implements<
  CatalogExposes,
  {
    App: typeof App;
    routes: typeof Routes;
    SearchBox: typeof SearchBox;
    MegaMenu: typeof MegaMenu;
    FooterNewsletter: typeof FooterNewsletter;
    prefetch: typeof Prefetch;
  }
>;
