/**
 * Type-level only, imported by nothing: each module `expose.ts` lists, checked against its entry
 * in `AdminExposes` of `@bonis/contracts` (the shell type-checks against the same contract). A
 * widget whose props no longer accept the contract's, a route manifest or prefetch of the wrong
 * shape, or a missing default export fails `npm run typecheck` here.
 */
import type { AdminExposes, Implements } from '@bonis/contracts';
import type * as App from './app/app';
import type * as Routes from './app/routes';

export type AdminImplementation = Implements<
  AdminExposes,
  {
    App: typeof App;
    routes: typeof Routes;
  }
>;
