import { ProductListing } from '../features/product-listings/components/product-listing';
import { LISTING_PAGES } from '../features/product-listings/utils/listing-state';

/** `/all-products`: the whole catalog with search, category, sort and pages in the URL. */
export default function Route() {
  return (
    <ProductListing
      route="/all-products"
      {...LISTING_PAGES['/all-products']}
      countStyle="showing"
      emptyTitle="No se encontraron productos"
    />
  );
}
