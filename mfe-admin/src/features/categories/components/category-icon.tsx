import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';
import { getSupabase, productImageUrl } from '@bonis/supabase-client';
import { iconKind } from '../schemas/category-form';

const Frame = styled.span<{ $size: number }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => `${$size}px`};
  height: ${({ $size }) => `${$size}px`};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
  font-size: ${({ $size }) => `${Math.round($size * 0.6)}px`};
  line-height: 1;
  overflow: hidden;

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface CategoryIconProps {
  /** `categories.image_url`: an emoji, an https URL or an object path of product-images */
  icon: string | null | undefined;
  /** px, default 36 */
  size?: number;
}

/**
 * A category's icon: its emoji, or its image (an object path becomes the bucket's public URL
 * through `productImageUrl`); a neutral tag when it has none or the value is not usable.
 * Decorative: the category's name is next to it.
 */
export function CategoryIcon({ icon, size = 36 }: CategoryIconProps) {
  const kind = iconKind(icon);
  const src = kind === 'image' ? productImageUrl(getSupabase(), icon) : undefined;
  return (
    <Frame $size={size} aria-hidden="true" data-icon={kind}>
      {src ? (
        <img src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />
      ) : kind === 'emoji' ? (
        icon?.trim()
      ) : (
        '🏷️'
      )}
    </Frame>
  );
}
