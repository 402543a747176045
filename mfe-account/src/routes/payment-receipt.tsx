import { AccountPage } from '../components/account-page';
import {
  PAYMENT_RECEIPT_TITLE_ID,
  PaymentReceiptPage,
} from '../features/orders/components/payment-receipt-page';

/** `/orders/pagos/<id>`: one payment's printable receipt ('Mis pagos' → 'Ver recibo'). */
export default function PaymentReceiptRoute() {
  return (
    <AccountPage route="/orders/pagos/:paymentId" labelledBy={PAYMENT_RECEIPT_TITLE_ID}>
      <PaymentReceiptPage />
    </AccountPage>
  );
}
