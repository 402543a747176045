import { AccountPage } from '../components/account-page';
import {
  ORDER_RECEIPT_TITLE_ID,
  OrderReceiptPage,
} from '../features/orders/components/order-receipt-page';

/** `/orders/<number>/recibo`: an order's printable receipt. */
export default function OrderReceiptRoute() {
  return (
    <AccountPage route="/orders/:orderNumber/recibo" labelledBy={ORDER_RECEIPT_TITLE_ID}>
      <OrderReceiptPage />
    </AccountPage>
  );
}
