import { Link as RouterLink } from 'react-router';
import { Link } from '@bonis/design-system';
import { ProductListing } from '../features/product-listings/components/product-listing';
import { LISTING_PAGES } from '../features/product-listings/utils/listing-state';

/** `/birds`: products for aves (the store is adding them). */
export default function Route() {
  return (
    <ProductListing
      route="/birds"
      {...LISTING_PAGES['/birds']}
      emptyTitle="Próximamente"
      emptyAction={
        <Link component={RouterLink} to="/all-products">
          Mientras tanto, mira todos los productos
        </Link>
      }
    />
  );
}
