import { CheckoutPage } from '../components/checkout-page';
import { CartPage } from '../features/cart/components/cart-page';

const TITLE_ID = 'cart-title';

/** `/cart`: the shopper's cart, priced by the database, with the way to checkout. */
export default function Page() {
  return (
    <CheckoutPage route="/cart" labelledBy={TITLE_ID}>
      <CartPage titleId={TITLE_ID} />
    </CheckoutPage>
  );
}
