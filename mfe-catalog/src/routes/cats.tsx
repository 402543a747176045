import { ProductListing } from '../features/product-listings/components/product-listing';
import { CATEGORY_SORTS } from '../features/product-listings/utils/listing-params';

/** `/cats`: products for cats (and for every pet). */
export default function Route() {
  return (
    <ProductListing
      route="/cats"
      title="Productos para Gatos"
      scope={{ petTypes: ['gatos', 'todos'] }}
      sorts={CATEGORY_SORTS}
    />
  );
}
