import { ProductListing } from '../features/product-listings/components/product-listing';
import { LISTING_PAGES } from '../features/product-listings/utils/listing-state';

/** `/products?category&group&subcategory&brand`: the mega-menu's filtered listing. */
export default function Route() {
  return (
    <ProductListing
      route="/products"
      {...LISTING_PAGES['/products']}
      emptyTitle="No se encontraron productos"
    />
  );
}
