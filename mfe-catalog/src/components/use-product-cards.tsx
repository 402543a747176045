import type { ReactNode } from 'react';
import { useAddToCart, useFavorites } from '@bonis/supabase-client/queries';
import type { CatalogProduct } from '../lib/catalog-product';
import { useMemberPrices } from '../lib/member-prices';
import { CatalogProductCard } from './catalog-product-card';

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
  }: {
    headingAs?: 'h2' | 'h3' | 'h4';
    /** how many of the first products' images load at once (the first screen's) */
    eagerImages?: number;
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
      />
    );
  };
}
