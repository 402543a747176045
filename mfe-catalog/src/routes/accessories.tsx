import { ProductListing } from '../features/product-listings/components/product-listing';
import { CATEGORY_SORTS } from '../features/product-listings/utils/listing-params';

/** `/accessories`: the Accesorios category. */
export default function Route() {
  return (
    <ProductListing
      route="/accessories"
      title="Accesorios"
      scope={{ categorySlug: 'accesorios' }}
      sorts={CATEGORY_SORTS}
    />
  );
}
