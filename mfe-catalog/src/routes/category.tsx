import { useParams } from 'react-router-dom';
import { ProductListing } from '../features/product-listings/components/product-listing';
import { CATEGORY_SORTS } from '../features/product-listings/utils/listing-params';

/** `/:slug`: a category page from the categories table (the shell checked the slug exists). */
export default function Route() {
  const { slug = '' } = useParams();
  return (
    <ProductListing
      key={slug}
      route="/:slug"
      title={slug.charAt(0).toUpperCase() + slug.slice(1).replace(/-/g, ' ')}
      scope={{ categorySlug: slug }}
      sorts={CATEGORY_SORTS}
      emptyTitle="Próximamente"
      categoryHeading
    />
  );
}
