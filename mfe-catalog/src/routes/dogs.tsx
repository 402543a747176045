import { ProductListing } from '../features/product-listings/components/product-listing';
import { CATEGORY_SORTS } from '../features/product-listings/utils/listing-params';

/** `/dogs`: products for dogs (and for every pet). */
export default function Route() {
  return (
    <ProductListing
      route="/dogs"
      title="Productos para Perros"
      scope={{ petTypes: ['perros', 'todos'] }}
      sorts={CATEGORY_SORTS}
    />
  );
}
