import { ShippingRatesPage } from '../features/shipping/components/shipping-rates-page';

/** `/admin/shipping` (the app gives it the screen's heading, 'Métodos de Envío'). */
export default ShippingRatesPage;
