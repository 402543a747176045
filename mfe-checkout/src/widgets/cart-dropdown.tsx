import type { CartDropdownProps } from '@bonis/contracts';
import { CartDropdown } from '../features/cart/components/cart-dropdown';

/**
 * Exposed as `./CartDropdown`: the content of the header's cart dropdown. Props:
 * `CartDropdownProps` of `@bonis/contracts` (`src/contract.check.ts` checks this module):
 * `onNavigate`, called when a link is followed (the shell closes the panel).
 */
export default function CartDropdownWidget(props: CartDropdownProps) {
  return <CartDropdown {...props} />;
}
