import { useState } from 'react';
import { formatCOP, IconButton } from '@bonis/design-system';
import { getSupabase, productImageSources, THUMBNAIL_IMAGE_WIDTHS } from '@bonis/supabase-client';
import { productHref } from '@bonis/contracts/links';
import type { FavoriteProduct } from '../api/get-recent-favorites';
import { PawIcon, RemoveIcon } from './icons';
import {
  Item,
  Meta,
  Name,
  ProductLink,
  Text,
  Thumb,
  ThumbPlaceholder,
} from './favorites-dropdown.styles';

export interface FavoriteRowProps {
  product: FavoriteProduct;
  /** this row's removal is running */
  removing: boolean;
  /** another removal is running: one at a time */
  disabled: boolean;
  onRemove: () => void;
  onNavigate?: () => void;
}

/** One favourite: a link to the product (image, name, price) and its remove button. */
export function FavoriteRow({
  product,
  removing,
  disabled,
  onRemove,
  onNavigate,
}: FavoriteRowProps) {
  const sources = productImageSources(getSupabase(), product.images[0], {
    widths: THUMBNAIL_IMAGE_WIDTHS,
    // Thumb: 48 px
    sizes: '48px',
  });
  const url = sources?.src;
  /** the URL that failed to load, so the placeholder takes its place */
  const [failed, setFailed] = useState<string | null>(null);
  const image = url && url !== failed ? url : undefined;
  return (
    <Item>
      <ProductLink to={productHref(product.id)} onClick={() => onNavigate?.()}>
        {image ? (
          <Thumb
            src={image}
            srcSet={sources?.srcSet}
            sizes={sources?.sizes}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
            onError={() => setFailed(image)}
          />
        ) : (
          <ThumbPlaceholder data-placeholder="">
            <PawIcon />
          </ThumbPlaceholder>
        )}
        <Text>
          <Name>{product.name}</Name>
          <Meta>
            <strong>{formatCOP(product.price)}</strong>
            {product.stockQuantity <= 0 && <span>Agotado</span>}
          </Meta>
        </Text>
      </ProductLink>
      <IconButton
        label={`Quitar ${product.name} de favoritos`}
        size="sm"
        variant="ghost"
        loading={removing}
        disabled={disabled}
        onClick={onRemove}
      >
        <RemoveIcon />
      </IconButton>
    </Item>
  );
}
