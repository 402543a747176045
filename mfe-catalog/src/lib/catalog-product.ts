import type { ProductCardProduct } from '@bonis/design-system';
import { productImageUrl, type BonisClient, type Product } from '@bonis/supabase-client';

/**
 * The product columns every catalog card needs, with the category's name and slug embedded.
 * Listings, carousels and search results select exactly these, so one mapping serves them all.
 */
export const PRODUCT_CARD_COLUMNS =
  'id, name, price, regular_price, member_price, discount_percentage, images, stock_quantity, featured, home_section, brand, pet_type, created_at, category:categories(name, slug)';

/** A product row as PRODUCT_CARD_COLUMNS reads it. */
export type CatalogProductRow = Pick<
  Product,
  | 'id'
  | 'name'
  | 'price'
  | 'regular_price'
  | 'member_price'
  | 'discount_percentage'
  | 'images'
  | 'stock_quantity'
  | 'featured'
  | 'home_section'
  | 'brand'
  | 'pet_type'
  | 'created_at'
> & { category: { name: string; slug: string } | null };

/** A product as the catalog shows it: the design system's card fields. */
export type CatalogProduct = ProductCardProduct & {
  /** every image's URL, in order (the product page's gallery) */
  images: string[];
  /** which pets it is for: the card's label (`petLabel`), as the pet pages list it */
  petType: Product['pet_type'];
};

/**
 * The displayed product of storefront spec §3: the first image's public URL (the card falls back
 * to a paw placeholder), the category's name ('General' when it has none), 'Nuevo' for the
 * home's new-products section, and the price fields the price block derives the original price
 * and savings from. Discount arrives as a numeric string from PostgREST and is read as a number.
 */
export function toCatalogProduct(
  client: Pick<BonisClient, 'storage'>,
  row: CatalogProductRow,
): CatalogProduct {
  const images = row.images
    .map((image) => productImageUrl(client, image))
    .filter((url): url is string => url !== undefined);
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    discountPercentage: Number(row.discount_percentage) || 0,
    memberPrice: null,
    brand: row.brand,
    category: row.category?.name?.trim() || 'General',
    petType: row.pet_type,
    image: images[0] ?? null,
    images,
    stockQuantity: row.stock_quantity,
    featured: row.featured,
    isNew: row.home_section === 'new',
  };
}
