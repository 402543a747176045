import { AccountPage } from '../components/account-page';

/** `/orders` (placeholder until its feature lands). */
export default function OrdersPage() {
  return (
    <AccountPage route="/orders" labelledBy="orders-title">
      <h1 id="orders-title">Mis Pedidos</h1>
    </AccountPage>
  );
}
