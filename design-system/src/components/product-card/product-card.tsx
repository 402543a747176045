import { useId, useState, type Ref } from 'react';
import { Badge } from '../badge';
import { renderAnchor, type RenderLink } from '../breadcrumb/render-link';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { Price } from '../price';
import { productBadges, type ProductCardProduct } from './product-badges';
import {
  Badges,
  Body,
  Card,
  Favorite,
  Footer,
  Media,
  Meta,
  Name,
  Placeholder,
} from './product-card.styles';

export interface ProductCardProps {
  product: ProductCardProduct;
  /** the product page; the name links there (and the link covers the card) */
  href?: string;
  /** renders the link, e.g. a router Link; a plain <a href> by default */
  renderLink?: RenderLink;
  /** shows the member price ('Precio socio') when the product has one */
  showMemberPrice?: boolean;
  /** keeps the member price's line free while it is not shown (see Price `reserveMemberLine`) */
  reserveMemberPrice?: boolean;
  /**
   * the card is in the first screen (a listing's first row): its image loads at once, with high
   * priority, instead of lazily (it may be the page's largest paint)
   */
  eagerImage?: boolean;
  /**
   * the image at several widths (`<url> 360w, …`), so the browser loads the one the card's
   * width and the screen's density need; `product.image` stays the plain `src`
   */
  imageSrcSet?: string;
  /**
   * how wide the card's image is drawn, per breakpoint (`<img sizes>`), from the layout the card
   * is placed in (a grid's columns, a carousel's slide); needed with `imageSrcSet`
   */
  imageSizes?: string;
  isFavorite?: boolean;
  /** leave out to hide the add-to-cart button */
  onAddToCart?: (product: ProductCardProduct) => void;
  /** leave out to hide the favourite toggle; receives the new state */
  onToggleFavorite?: (product: ProductCardProduct, favorite: boolean) => void;
  /** the add-to-cart request is under way */
  addingToCart?: boolean;
  /** the name's heading level, to fit the page outline; h3 by default */
  headingAs?: 'h2' | 'h3' | 'h4';
  className?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * The image's width and height attributes: the card draws it square (cover), so before the
 * styles apply the box already has its shape (no layout shift).
 */
const IMAGE_SIZE = 400;

/** The store's paw, drawn here so a missing image needs no request. */
function PawPlaceholder({ label }: { label: string }) {
  return (
    <Placeholder data-placeholder="">
      <svg viewBox="0 0 24 24" role="img" aria-label={label} fill="currentColor">
        <ellipse cx="6" cy="9" rx="2" ry="2.6" />
        <ellipse cx="10" cy="5.5" rx="2" ry="2.6" />
        <ellipse cx="14" cy="5.5" rx="2" ry="2.6" />
        <ellipse cx="18" cy="9" rx="2" ry="2.6" />
        <path d="M12 10.5c-3 0-6 4.2-6 6.8 0 1.8 1.4 2.7 3 2.7 1.3 0 2-.6 3-.6s1.7.6 3 .6c1.6 0 3-.9 3-2.7 0-2.6-3-6.8-6-6.8z" />
      </svg>
    </Placeholder>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.7 3.6 4 7.2 4c2 0 3.5 1.1 4.8 2.8C13.3 5.1 14.8 4 16.8 4c3.6 0 5.8 3.7 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none">
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

/**
 * A product in a grid or carousel: image (or a paw placeholder), the spec's badges, brand and
 * category, name linking to the product page, price block, add to cart and favourite toggle.
 * No ratings: the store has no reviews to show.
 */
export function ProductCard({
  product,
  href,
  renderLink = renderAnchor,
  showMemberPrice = false,
  reserveMemberPrice = false,
  eagerImage = false,
  imageSrcSet,
  imageSizes,
  isFavorite = false,
  onAddToCart,
  onToggleFavorite,
  addingToCart = false,
  headingAs = 'h3',
  className,
  ref,
}: ProductCardProps) {
  /** the URL that failed to load, so a new `image` gets its own chance */
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const nameId = useId();
  const image = product.image && product.image !== failedImage ? product.image : null;
  const inStock = product.stockQuantity > 0;
  const badges = productBadges(product);
  const category = product.category?.trim() || 'General';

  return (
    <Card
      ref={ref}
      className={className}
      data-state={inStock ? 'in-stock' : 'out-of-stock'}
      aria-labelledby={nameId}
    >
      <Media data-state={inStock ? 'in-stock' : 'out-of-stock'}>
        {image ? (
          <img
            src={image}
            srcSet={imageSrcSet}
            sizes={imageSrcSet ? imageSizes : undefined}
            alt={product.name}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading={eagerImage ? 'eager' : 'lazy'}
            fetchPriority={eagerImage ? 'high' : undefined}
            decoding="async"
            onError={() => setFailedImage(image)}
          />
        ) : (
          <PawPlaceholder label={product.name} />
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
        {onToggleFavorite && (
          <Favorite>
            <IconButton
              label={isFavorite ? 'Quitar de favoritos' : 'Agregar a favoritos'}
              aria-pressed={isFavorite}
              variant="ghost"
              size="sm"
              onClick={() => onToggleFavorite(product, !isFavorite)}
            >
              <HeartIcon filled={isFavorite} />
            </IconButton>
          </Favorite>
        )}
      </Media>
      <Body>
        <Meta>
          {product.brand ? `${product.brand} · ` : ''}
          {category}
        </Meta>
        <Name as={headingAs} id={nameId} title={product.name} data-clamp="2">
          {href !== undefined ? renderLink({ href, children: product.name }) : product.name}
        </Name>
        <Price
          price={product.price}
          discountPercentage={product.discountPercentage}
          memberPrice={product.memberPrice}
          showMember={showMemberPrice}
          reserveMemberLine={reserveMemberPrice}
          showSavings={false}
          size="sm"
        />
        {onAddToCart && (
          <Footer>
            <Button
              variant="primary"
              size="sm"
              fullWidth
              disabled={!inStock}
              loading={addingToCart}
              iconStart={inStock ? <CartIcon /> : undefined}
              onClick={() => onAddToCart(product)}
            >
              {inStock ? 'Agregar al carrito' : 'Agotado'}
            </Button>
          </Footer>
        )}
      </Body>
    </Card>
  );
}
