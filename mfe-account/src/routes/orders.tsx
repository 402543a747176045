import { AccountPage } from '../components/account-page';
import { ORDERS_TITLE_ID, OrdersPage } from '../features/orders/components/orders-page';

/** `/orders` (`?page=N`): the shopper's order history. */
export default function OrdersRoute() {
  return (
    <AccountPage route="/orders" labelledBy={ORDERS_TITLE_ID}>
      <OrdersPage />
    </AccountPage>
  );
}
