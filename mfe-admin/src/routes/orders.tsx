import { OrdersPage } from '../features/orders/components/orders-page';

/** `/admin/orders` (the app wraps it in the screen's region and heading). */
export default OrdersPage;
