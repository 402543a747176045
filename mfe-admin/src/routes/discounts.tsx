import { DiscountsPage } from '../features/discounts/components/discounts-page';

/** `/admin/discounts` (the app gives it the screen's heading, 'Códigos de descuento'). */
export default DiscountsPage;
