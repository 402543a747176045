import { ProductListing } from '../features/product-listings/components/product-listing';
import { CATALOG_SORTS } from '../features/product-listings/utils/listing-params';

/** `/all-products`: the whole catalog with search, category, sort and pages in the URL. */
export default function Route() {
  return (
    <ProductListing
      route="/all-products"
      title="Todos los Productos"
      sorts={CATALOG_SORTS}
      browse
      countStyle="showing"
      emptyTitle="No se encontraron productos"
    />
  );
}
