import { ProductsList } from '../features/products/components/products-list';

/** `/admin/products` (the app wraps it in the screen's region and heading). */
export default ProductsList;
