import { Link as RouterLink } from 'react-router';
import { Link } from '@bonis/design-system';
import { ProductListing } from '../features/product-listings/components/product-listing';
import { LISTING_PAGES } from '../features/product-listings/utils/listing-state';

/** `/fish`: products for peces (the store is adding them). */
export default function Route() {
  return (
    <ProductListing
      route="/fish"
      {...LISTING_PAGES['/fish']}
      emptyTitle="Próximamente"
      emptyAction={
        <Link component={RouterLink} to="/all-products">
          Mientras tanto, mira todos los productos
        </Link>
      }
    />
  );
}
