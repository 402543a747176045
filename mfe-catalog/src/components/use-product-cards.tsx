import type { ReactNode } from 'react';
import { useAddToCart, useFavorites } from '@bonis/supabase-client/queries';
import type { CatalogProduct } from '../lib/catalog-product';
import { useMemberPrices } from '../lib/member-prices';
import { CatalogProductCard } from './catalog-product-card';

/**
 * A card's image width in a product grid (ProductGrid in a catalog page: 1280 px at most, 16 px
 * of side padding, 24 px from md beside the floating controls' 64 px gutter): one column, then
 * 2 from 480 px (16 px apart), 3 from 768 px and 4 from 1024 px (24 px apart).
 */
export const GRID_CARD_SIZES =
  '(min-width: 1408px) 290px, (min-width: 1024px) calc(25vw - 46px), (min-width: 768px) calc(33.3vw - 53px), (min-width: 480px) calc(50vw - 24px), calc(100vw - 32px)';

/**
 * Wires a set of products for display: member prices for the lot (one request), the saved
 * favourites, add to cart and the favourite toggle. Returns the card renderer for a grid or a
 * carousel.
 */
export function useProductCards(
  products: readonly CatalogProduct[],
  {
    headingAs,
    eagerImages = 0,
    imageSizes = GRID_CARD_SIZES,
  }: {
    headingAs?: 'h2' | 'h3' | 'h4';
    /** how many of the first products' images load at once (the first screen's) */
    eagerImages?: number;
    /** how wide the cards' images are drawn (`<img sizes>`); a product grid's by default */
    imageSizes?: string;
  } = {},
): (product: CatalogProduct) => ReactNode {
  const eager = new Set(products.slice(0, eagerImages).map((product) => product.id));
  const memberPrices = useMemberPrices(products);
  const favorites = useFavorites();
  const cart = useAddToCart();

  return function renderCard(product) {
    return (
      <CatalogProductCard
        product={product}
        memberPrice={memberPrices.get(product.id)}
        isFavorite={favorites.isFavorite(product.id)}
        onAddToCart={(item) => cart.add({ productId: item.id, productName: item.name })}
        onToggleFavorite={(item, favorite) =>
          favorites.setFavorite({ productId: item.id, favorite, productName: item.name })
        }
        addingToCart={cart.pendingProductId === product.id}
        headingAs={headingAs}
        eagerImage={eager.has(product.id)}
        imageSizes={imageSizes}
      />
    );
  };
}
