import { ProductListing } from '../features/product-listings/components/product-listing';
import { CATEGORY_SORTS } from '../features/product-listings/utils/listing-params';

/** `/offers`: every discounted product. */
export default function Route() {
  return (
    <ProductListing
      route="/offers"
      title="Ofertas"
      intro="Productos con descuento, por tiempo limitado o hasta agotar existencias."
      scope={{ discounted: true }}
      sorts={CATEGORY_SORTS}
    />
  );
}
