import { ProductListing } from '../features/product-listings/components/product-listing';
import { LISTING_PAGES } from '../features/product-listings/utils/listing-state';

/** `/accessories`: the Accesorios category. */
export default function Route() {
  return <ProductListing route="/accessories" {...LISTING_PAGES['/accessories']} />;
}
