import { useSearchParams } from 'react-router-dom';
import { ProductListing } from '../features/product-listings/components/product-listing';
import { CATALOG_SORTS } from '../features/product-listings/utils/listing-params';

/** `/search?q=`: every product whose name, brand or description has the text. */
export default function Route() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  return (
    <ProductListing
      route="/search"
      title={q ? `Resultados para "${q}"` : 'Resultados de búsqueda'}
      sorts={CATALOG_SORTS}
      searchFromUrl
      countStyle="showing"
      emptyTitle="No se encontraron productos"
    />
  );
}
