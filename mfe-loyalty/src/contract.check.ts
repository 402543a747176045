/**
 * Type-level only, imported by nothing: each module `expose.ts` lists, checked against its entry
 * in `LoyaltyExposes` of `@bonis/contracts` (the shell type-checks against the same contract). A
 * widget whose props no longer accept the contract's, a route manifest or prefetch of the wrong
 * shape, or a missing default export fails `npm run typecheck` here.
 */
import type { LoyaltyExposes, Implements } from '@bonis/contracts';
import type * as App from './app/app';
import type * as Routes from './app/routes';
import type * as MembershipWidget from './widgets/membership-widget';
import type * as BonusStoreModal from './widgets/bonus-store-modal';
import type * as Prefetch from './server/prefetch';

export type LoyaltyImplementation = Implements<
  LoyaltyExposes,
  {
    App: typeof App;
    routes: typeof Routes;
    MembershipWidget: typeof MembershipWidget;
    BonusStoreModal: typeof BonusStoreModal;
    prefetch: typeof Prefetch;
  }
>;
