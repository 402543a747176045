import type { ExposedComponent, NoProps } from './exposed';
import type { RouteManifestModule } from './routes';

/** `checkout/CartDropdown`: the content of the header's cart dropdown. */
export interface CartDropdownProps {
  /** called when the shopper follows a link or opens a modal: the shell closes the panel */
  onNavigate?: () => void;
}

/** What mfe-checkout exposes (its `src/expose.ts`), by expose name without './'. */
export interface CheckoutExposes {
  /** the cart, the checkout and the payment */
  App: ExposedComponent<NoProps>;
  routes: RouteManifestModule;
  CartDropdown: ExposedComponent<CartDropdownProps>;
}
