import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@bonis/design-system';
import { ProductListing } from '../features/product-listings/components/product-listing';
import { CATEGORY_SORTS } from '../features/product-listings/utils/listing-params';

/** `/fish`: products for peces (the store is adding them). */
export default function Route() {
  return (
    <ProductListing
      route="/fish"
      title="Peces"
      scope={{ petTypes: ['peces'] }}
      sorts={CATEGORY_SORTS}
      emptyTitle="Próximamente"
      emptyAction={
        <Link component={RouterLink} to="/all-products">
          Mientras tanto, mira todos los productos
        </Link>
      }
    />
  );
}
