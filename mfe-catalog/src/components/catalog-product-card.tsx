import { productHref } from '@bonis/contracts/links';
import { ProductCard } from '@bonis/design-system';
import { getSupabase, PRODUCT_IMAGE_WIDTHS, productImageSources } from '@bonis/supabase-client';
import type { CatalogProduct } from '../lib/catalog-product';
import { petLabel } from '../lib/pets';
import { routerLink } from './router-link';

export interface CatalogProductCardProps {
  product: CatalogProduct;
  /** the signed-in member's price (member_prices()), shown as 'Precio socio' */
  memberPrice?: number;
  isFavorite: boolean;
  onAddToCart: (product: CatalogProduct) => void;
  onToggleFavorite: (product: CatalogProduct, favorite: boolean) => void;
  addingToCart?: boolean;
  headingAs?: 'h2' | 'h3' | 'h4';
  /** in the first screen: the image loads at once, with high priority */
  eagerImage?: boolean;
  /** how wide the card's image is drawn per breakpoint (`<img sizes>`): the grid's or carousel's */
  imageSizes: string;
}

/**
 * A product card wired for the catalog: links to the product page with the router, the member
 * price for members, add to cart (disabled as 'Agotado' without stock) and the favourite heart.
 * Its label says what the product is for ('Perros', 'Gatos', 'Perros y gatos'), the same rule
 * /dogs and /cats list by, so a card on /cats never reads 'Perros'; the product page still names
 * the category. The member price's line is kept free while it is unknown. Its image is offered
 * at the product photo widths, for the width the card is drawn at (`imageSizes`).
 */
export function CatalogProductCard({
  product,
  memberPrice,
  isFavorite,
  onAddToCart,
  onToggleFavorite,
  addingToCart = false,
  headingAs,
  eagerImage,
  imageSizes,
}: CatalogProductCardProps) {
  const image = productImageSources(getSupabase(), product.images[0], {
    widths: PRODUCT_IMAGE_WIDTHS,
    sizes: imageSizes,
  });
  return (
    <ProductCard
      // the page is rendered (on the server, and hydrated) for nobody signed in: a member's
      // 'Precio socio' then fills this room instead of pushing the button down
      reserveMemberPrice
      eagerImage={eagerImage}
      imageSrcSet={image?.srcSet}
      imageSizes={image?.sizes}
      product={{
        ...product,
        image: image?.src ?? null,
        category: petLabel(product.petType),
        ...(memberPrice === undefined ? {} : { memberPrice }),
      }}
      href={productHref(product.id)}
      renderLink={routerLink}
      showMemberPrice={memberPrice !== undefined}
      isFavorite={isFavorite}
      onAddToCart={() => onAddToCart(product)}
      onToggleFavorite={(_card, favorite) => onToggleFavorite(product, favorite)}
      addingToCart={addingToCart}
      headingAs={headingAs}
    />
  );
}
