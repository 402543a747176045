import { useParams } from 'react-router';
import { ProductListing } from '../features/product-listings/components/product-listing';
import { categoryListingPage } from '../features/product-listings/utils/listing-state';

/** `/:slug`: a category page from the categories table (the shell checked the slug exists). */
export default function Route() {
  const { slug = '' } = useParams();
  return (
    <ProductListing
      key={slug}
      route="/:slug"
      {...categoryListingPage(slug)}
      emptyTitle="Próximamente"
      categoryHeading
    />
  );
}
