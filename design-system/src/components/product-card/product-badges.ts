import type { BadgeVariant } from '../badge';

/** The product fields the card shows. */
export interface ProductCardProduct {
  id: string;
  name: string;
  /** what the shopper pays, in COP */
  price: number;
  /** percent; above 0 shows the original price and an 'oferta' badge */
  discountPercentage?: number | null;
  memberPrice?: number | null;
  brand?: string | null;
  /** the category's name; 'General' when missing */
  category?: string | null;
  /** the first image's URL; a paw placeholder when missing or broken */
  image?: string | null;
  stockQuantity: number;
  /** featured products carry the 'popular' badge */
  featured?: boolean;
  /** decided by the caller (e.g. home_section 'new'): the 'nuevo' badge */
  isNew?: boolean;
}

export interface ProductBadge {
  variant: Extract<BadgeVariant, 'popular' | 'oferta' | 'nuevo' | 'agotado' | 'pocas-unidades'>;
  label: string;
}

/** Below this many units (and above 0) a product shows 'Pocas unidades' (spec: fewer than 10). */
export const LOW_STOCK_THRESHOLD = 10;

/**
 * The badges of a displayed product (storefront spec §3): 'Popular' if featured, otherwise
 * '-N%' if discounted; 'Nuevo'; 'Agotado' with no stock; 'Pocas unidades' with 1 to 9 units.
 */
export function productBadges(product: ProductCardProduct): ProductBadge[] {
  const badges: ProductBadge[] = [];
  const discount = product.discountPercentage ?? 0;
  if (product.featured) badges.push({ variant: 'popular', label: 'Popular' });
  else if (discount > 0 && discount < 100) {
    badges.push({ variant: 'oferta', label: `-${Math.round(discount)}%` });
  }
  if (product.isNew) badges.push({ variant: 'nuevo', label: 'Nuevo' });
  if (product.stockQuantity <= 0) badges.push({ variant: 'agotado', label: 'Agotado' });
  else if (product.stockQuantity < LOW_STOCK_THRESHOLD) {
    badges.push({ variant: 'pocas-unidades', label: 'Pocas unidades' });
  }
  return badges;
}
