import type { ExposedComponent, NoProps } from './exposed';
import type { PrefetchModule } from './prefetch';
import type { RouteManifestModule } from './routes';

/** `loyalty/MembershipWidget`: the expanded floating membership/points widget. */
export interface MembershipWidgetProps {
  /** called when the shopper follows a link or opens the bonus store: the shell closes the panel */
  onNavigate?: () => void;
}

/** `loyalty/BonusStoreModal`: the bonus store dialog, open while mounted. */
export interface BonusStoreModalProps {
  /** asked to close: Escape, a click outside, the close button, or going to sign in */
  onClose: () => void;
}

/** What mfe-loyalty exposes (its `src/expose.ts`), by expose name without './'. */
export interface LoyaltyExposes {
  /** the rewards, the roulette, the gifts and the membership pages */
  App: ExposedComponent<NoProps>;
  routes: RouteManifestModule;
  MembershipWidget: ExposedComponent<MembershipWidgetProps>;
  BonusStoreModal: ExposedComponent<BonusStoreModalProps>;
  prefetch: PrefetchModule;
}
