import type { ProductCardProduct } from '@bonis/design-system';
import type { Product } from '@bonis/supabase-client';

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

/**
 * A product as the catalog shows it: the design system's card fields, its images as the row
 * stores them. The URLs are made where an image is drawn (`productImageSources`, at the widths
 * its slot needs), so the cached and server-inlined data carries each image once, short.
 */
export type CatalogProduct = Omit<ProductCardProduct, 'image'> & {
  /**
   * every image as stored, in order (the first on cards, all in the product page's gallery):
   * object paths of the product-images bucket or URLs, trimmed, blanks left out
   */
  images: string[];
  /** which pets it is for: the card's label (`petLabel`), as the pet pages list it */
  petType: Product['pet_type'];
};

/**
 * The displayed product of storefront spec §3: its images (the card shows the first, or a paw
 * placeholder without one), the category's name ('General' when it has none), 'Nuevo' for the
 * home's new-products section, and the price fields the price block derives the original price
 * and savings from. Discount arrives as a numeric string from PostgREST and is read as a number.
 */
export function toCatalogProduct(row: CatalogProductRow): CatalogProduct {
  const images = row.images.map((image) => image.trim()).filter((image) => image !== '');
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    discountPercentage: Number(row.discount_percentage) || 0,
    memberPrice: null,
    brand: row.brand,
    category: row.category?.name?.trim() || 'General',
    petType: row.pet_type,
    images,
    stockQuantity: row.stock_quantity,
    featured: row.featured,
    isNew: row.home_section === 'new',
  };
}
