import { ProductListing } from '../features/product-listings/components/product-listing';
import { LISTING_PAGES } from '../features/product-listings/utils/listing-state';

/**
 * `/dogs`: the Perros category's page, which lists the products for dogs and for every pet
 * (storefront spec §7; `categories.pet_types`, the rule its tile's count follows too).
 */
export default function Route() {
  return <ProductListing route="/dogs" {...LISTING_PAGES['/dogs']} />;
}
