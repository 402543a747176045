import { ProductListing } from '../features/product-listings/components/product-listing';
import { LISTING_PAGES } from '../features/product-listings/utils/listing-state';

/** `/services`: the Servicios category (grooming and vet). */
export default function Route() {
  return <ProductListing route="/services" {...LISTING_PAGES['/services']} />;
}
