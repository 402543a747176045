import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Badge,
  Button,
  IconButton,
  Price,
  productBadges,
  VisuallyHidden,
} from '@bonis/design-system';
import { getSupabase, PRODUCT_IMAGE_WIDTHS, productImageSources } from '@bonis/supabase-client';
import { productHref } from '@bonis/contracts/links';
import type { FavoriteListProduct } from '../api/get-favorites';
import { PawIcon, RemoveIcon } from './icons';
import {
  Badges,
  Body,
  CardRoot,
  Category,
  Footer,
  Media,
  Name,
  Placeholder,
  RemoveSlot,
} from './favorites-page.styles';

/** The image's intrinsic size: the card shows it square, so the layout doesn't shift. */
const IMAGE_SIZE = 400;

/**
 * How wide a card's image is drawn: a ProductGrid (one column, 2 from 480 px 16 px apart, 3
 * from 768 px and 4 from 1024 px 24 px apart) in an account page (1200 px at most, 16 px of
 * side padding, 24 px and the floating controls' 64 px gutter from md).
 */
export const FAVORITE_CARD_IMAGE_SIZES =
  '(min-width: 1264px) 270px, (min-width: 1024px) calc(25vw - 46px), (min-width: 768px) calc(33.3vw - 53px), (min-width: 480px) calc(50vw - 24px), calc(100vw - 32px)';

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M3 4h2l2.2 10.2a2 2 0 002 1.6h7.6a2 2 0 002-1.5L20.5 8H6.2"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="10" cy="20" r="1.5" fill="currentColor" />
      <circle cx="17" cy="20" r="1.5" fill="currentColor" />
    </svg>
  );
}

export interface FavoriteCardProps {
  product: FavoriteListProduct;
  /** this card's add-to-cart request is running */
  adding: boolean;
  onAddToCart: () => void;
  /** this card's removal is running */
  removing: boolean;
  /** another removal is running: one at a time */
  removeDisabled: boolean;
  onRemove: () => void;
}

/**
 * A favourite in the /favorites grid: image (or the paw), the spec's badges, category, name
 * linking to the product page, price, add to cart (disabled when sold out) and remove.
 */
export function FavoriteCard({
  product,
  adding,
  onAddToCart,
  removing,
  removeDisabled,
  onRemove,
}: FavoriteCardProps) {
  const nameId = useId();
  // the product photo widths the catalog's cards use too: often the same, cached, URLs
  const sources = productImageSources(getSupabase(), product.images[0], {
    widths: PRODUCT_IMAGE_WIDTHS,
    sizes: FAVORITE_CARD_IMAGE_SIZES,
  });
  const url = sources?.src;
  /** the URL that failed to load, so the placeholder takes its place */
  const [failed, setFailed] = useState<string | null>(null);
  const image = url && url !== failed ? url : undefined;
  const inStock = product.stockQuantity > 0;
  const stock = inStock ? 'in-stock' : 'out-of-stock';
  const badges = productBadges(product);

  return (
    <CardRoot aria-labelledby={nameId} data-state={stock}>
      <Media data-state={stock}>
        {image ? (
          <img
            src={image}
            srcSet={sources?.srcSet}
            sizes={sources?.sizes}
            alt=""
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading="lazy"
            decoding="async"
            onError={() => setFailed(image)}
          />
        ) : (
          <Placeholder data-placeholder="">
            <PawIcon />
          </Placeholder>
        )}
        {badges.length > 0 && (
          <Badges>
            {badges.map((badge) => (
              <Badge key={badge.variant} variant={badge.variant} size="sm">
                {badge.label}
              </Badge>
            ))}
          </Badges>
        )}
        <RemoveSlot>
          <IconButton
            label={`Quitar ${product.name} de favoritos`}
            size="sm"
            variant="ghost"
            loading={removing}
            disabled={removeDisabled}
            onClick={onRemove}
          >
            <RemoveIcon />
          </IconButton>
        </RemoveSlot>
      </Media>
      <Body>
        <Category>{product.category?.trim() || 'General'}</Category>
        <Name id={nameId}>
          <RouterLink to={productHref(product.id)}>{product.name}</RouterLink>
        </Name>
        <Price
          price={product.price}
          discountPercentage={product.discountPercentage}
          showSavings={false}
          size="sm"
        />
        <Footer>
          <Button
            size="sm"
            fullWidth
            disabled={!inStock}
            loading={adding}
            iconStart={<CartIcon />}
            onClick={onAddToCart}
          >
            {/* one flex item, so the words keep their spaces; the hidden name tells the
                cards' buttons apart and the visible words stay in order */}
            <span>
              Agregar<VisuallyHidden> {product.name}</VisuallyHidden> al carrito
            </span>
          </Button>
        </Footer>
      </Body>
    </CardRoot>
  );
}
