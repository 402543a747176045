import { useState } from 'react';
import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';
import { getSupabase, productImageSources, THUMBNAIL_IMAGE_WIDTHS } from '@bonis/supabase-client';

const Thumb = styled.img<{ $size: number }>`
  display: block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${vars.radius.sm};
  object-fit: cover;
  background: ${vars.color.surfaceSunken};
`;

const Placeholder = styled.span<{ $size: number }>`
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
  font-size: ${({ $size }) => ($size >= 64 ? vars.fontSize['2xl'] : vars.fontSize.xl)};
`;

export interface CartLineImageProps {
  /** the quote line's image: a storage path or URL, null when the product has none */
  image: string | null;
  /** width and height in px */
  size: number;
}

/**
 * A cart line's product image (decorative: the line names the product), or the paw placeholder
 * when there is none or it fails to load. Storage paths become the bucket's public URLs at the
 * thumbnail's width, as the catalog shows them.
 */
export function CartLineImage({ image, size }: CartLineImageProps) {
  // at the width the thumbnail is drawn (transformed by Storage), the original otherwise
  const { src, srcSet, sizes } =
    productImageSources(getSupabase(), image, {
      widths: THUMBNAIL_IMAGE_WIDTHS,
      sizes: `${size}px`,
    }) ?? {};
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <Placeholder $size={size} aria-hidden="true" data-placeholder="">
        🐾
      </Placeholder>
    );
  }
  return (
    <Thumb
      $size={size}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(src)}
    />
  );
}
