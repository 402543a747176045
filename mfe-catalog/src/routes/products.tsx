import { ProductListing } from '../features/product-listings/components/product-listing';
import { PRODUCTS_SORTS } from '../features/product-listings/utils/listing-params';

/** `/products?category&group&subcategory&brand`: the mega-menu's filtered listing. */
export default function Route() {
  return (
    <ProductListing
      route="/products"
      title="Productos"
      sorts={PRODUCTS_SORTS}
      facets
      emptyTitle="No se encontraron productos"
    />
  );
}
