import { ProductListing } from '../features/product-listings/components/product-listing';
import { LISTING_PAGES } from '../features/product-listings/utils/listing-state';

/** `/offers`: every discounted product. */
export default function Route() {
  return <ProductListing route="/offers" {...LISTING_PAGES['/offers']} />;
}
