import { useSearchParams } from 'react-router';
import { ProductListing } from '../features/product-listings/components/product-listing';
import { LISTING_PAGES, searchTitle } from '../features/product-listings/utils/listing-state';

/** `/search?q=`: every product whose name, brand or description has the text. */
export default function Route() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  return (
    <ProductListing
      route="/search"
      {...LISTING_PAGES['/search']}
      title={searchTitle(q)}
      countStyle="showing"
      emptyTitle="No se encontraron productos"
    />
  );
}
