import { ProductListing } from '../features/product-listings/components/product-listing';
import { CATEGORY_SORTS } from '../features/product-listings/utils/listing-params';

/** `/deals`: the Promociones category (combos, clearance, seasonal offers). */
export default function Route() {
  return (
    <ProductListing
      route="/deals"
      title="Promociones"
      intro="Combos, liquidaciones y ofertas de temporada."
      scope={{ categorySlug: 'promociones' }}
      sorts={CATEGORY_SORTS}
    />
  );
}
