import { CartDropdown, type CartDropdownProps } from '../features/cart/components/cart-dropdown';

/**
 * Exposed as `./CartDropdown`: the content of the header's cart dropdown. Props:
 * `{ onNavigate?: () => void }`, called when a link is followed (the shell closes the panel).
 */
export default function CartDropdownWidget(props: CartDropdownProps) {
  return <CartDropdown {...props} />;
}
