/**
 * Type-level only, imported by nothing: each module `expose.ts` lists, checked against its entry
 * in `CheckoutExposes` of `@bonis/contracts` (the shell type-checks against the same contract). A
 * widget whose props no longer accept the contract's, a route manifest or prefetch of the wrong
 * shape, or a missing default export fails `npm run typecheck` here.
 */
import type { CheckoutExposes, Implements } from '@bonis/contracts';
import type * as App from './app/app';
import type * as Routes from './app/routes';
import type * as CartDropdown from './widgets/cart-dropdown';

export type CheckoutImplementation = Implements<
  CheckoutExposes,
  {
    App: typeof App;
    routes: typeof Routes;
    CartDropdown: typeof CartDropdown;
  }
>;
