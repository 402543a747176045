import { PaymentPage } from '../features/payment/components/payment-page';

/** /payment?order=<id> */
export default function Payment() {
  return <PaymentPage />;
}
