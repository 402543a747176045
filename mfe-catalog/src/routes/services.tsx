import { ProductListing } from '../features/product-listings/components/product-listing';
import { CATEGORY_SORTS } from '../features/product-listings/utils/listing-params';

/** `/services`: the Servicios category (grooming and vet). */
export default function Route() {
  return (
    <ProductListing
      route="/services"
      title="Servicios"
      intro="Peluquería y veterinaria con agenda en nuestras sedes."
      scope={{ categorySlug: 'servicios' }}
      sorts={CATEGORY_SORTS}
    />
  );
}
