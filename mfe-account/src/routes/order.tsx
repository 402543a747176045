import { AccountPage } from '../components/account-page';
import { ORDER_TITLE_ID, OrderPage } from '../features/orders/components/order-page';

/** `/orders/<number>`: one order in full (the checkout's confirmation). */
export default function OrderRoute() {
  return (
    <AccountPage route="/orders/:orderNumber" labelledBy={ORDER_TITLE_ID}>
      <OrderPage />
    </AccountPage>
  );
}
