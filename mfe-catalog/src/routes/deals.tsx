import { ProductListing } from '../features/product-listings/components/product-listing';
import { LISTING_PAGES } from '../features/product-listings/utils/listing-state';

/** `/deals`: the Promociones category (combos, clearance, seasonal offers). */
export default function Route() {
  return <ProductListing route="/deals" {...LISTING_PAGES['/deals']} />;
}
