import { z } from 'zod';
import type { Enums } from '@bonis/supabase-client';
import {
  textField,
  tooLongMessage,
  MAX_INTEGER,
  parseWholeNumber,
} from '../../../components/admin-kit/schema-fields';

/** Maximum images per product (spec §9; the database checks it too). */
export const MAX_PRODUCT_IMAGES = 5;

/** The member price suggested when none is entered: 90 % of the regular price (spec §5, §9). */
export const MEMBER_PRICE_RATIO = 0.9;

/** The largest value an integer column holds. */

export type PetType = Enums<'pet_type'>;
export type HomeSection = Enums<'home_section'>;

/** 'Mascota' options, in the order the select shows them. */
export const PET_TYPE_OPTIONS: readonly { value: PetType; label: string }[] = [
  { value: 'perros', label: 'Perros' },
  { value: 'gatos', label: 'Gatos' },
  { value: 'todos', label: 'Todos' },
  { value: 'aves', label: 'Aves' },
  { value: 'peces', label: 'Peces' },
];

/** The home page sections (spec §5), as the form and the list filter name them. */
export const HOME_SECTION_LABELS: Readonly<Record<HomeSection, string>> = {
  featured: 'Destacados',
  bestsellers: 'Más Vendidos',
  new: 'Nuevos',
};

export const HOME_SECTIONS = Object.keys(HOME_SECTION_LABELS) as HomeSection[];

/** The pet type a main category stands for, by its slug ('perros' → perros); 'todos' otherwise. */
export function petTypeForCategorySlug(slug: string | null | undefined): PetType {
  const match = PET_TYPE_OPTIONS.find((option) => option.value === slug);
  return match?.value ?? 'todos';
}

/** A percentage with up to 2 decimals, with a comma or a point ('12,5'). Empty is 0. */
export function parsePercentage(text: string): number {
  const compact = text.trim();
  if (compact === '') return 0;
  if (!/^\d{1,3}([.,]\d{1,2})?$/.test(compact)) return Number.NaN;
  return Number(compact.replace(',', '.'));
}

/**
 * The selling price saved for a regular price and the product's own discount:
 * round(regular × (1 − discount / 100)), computed in hundredths of a percent so that
 * binary fractions never tip a rounding.
 */
export function sellingPrice(regularPrice: number, discountPercentage: number): number {
  const keptHundredths = 10_000 - Math.round(discountPercentage * 100);
  return Math.round((regularPrice * keptHundredths) / 10_000);
}

/** The spec's member price suggestion: round(90 % of the regular price). */
export function suggestedMemberPrice(regularPrice: number): number {
  return Math.round(regularPrice * MEMBER_PRICE_RATIO);
}

/**
 * The member price saved when none is entered: the suggestion, but never above the selling
 * price (the database's `products_member_price_not_above_price`): with a discount over 10 % the
 * selling price is already the lower one, and members pay it.
 */
export function defaultMemberPrice(regularPrice: number, discountPercentage: number): number {
  return Math.min(
    suggestedMemberPrice(regularPrice),
    sellingPrice(regularPrice, discountPercentage),
  );
}

/** A member price above the selling price (the database refuses it: 23514). */
export const MEMBER_PRICE_ABOVE_PRICE = 'El precio de miembro no puede ser mayor que el precio';
/**
 * A regular price below the selling price (the database refuses it: 23514). The form can't
 * produce one (the selling price is the regular price less a 0–99 % discount); the message is
 * for the database's refusal, should it come.
 */
export const REGULAR_PRICE_BELOW_PRICE =
  'El precio regular no puede ser menor que el precio de venta';

/** The database's check constraints on a product's prices, by the field each one is about. */
export const PRICE_CONSTRAINTS = [
  {
    constraint: 'products_member_price_not_above_price',
    field: 'member_price',
    message: MEMBER_PRICE_ABOVE_PRICE,
  },
  {
    constraint: 'products_regular_price_not_below_price',
    field: 'regular_price',
    message: REGULAR_PRICE_BELOW_PRICE,
  },
] as const;

const PRICE_MESSAGE = 'Ingresa un precio en pesos enteros (sin decimales)';
const STOCK_MESSAGE = 'Ingresa una cantidad entera de unidades';

/** A required whole number ≥ 0 typed as text. */
const wholeNumber = (required: string, invalid: string) =>
  z.string().transform((text, ctx) => {
    const value = parseWholeNumber(text);
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    if (!Number.isSafeInteger(value) || value > MAX_INTEGER) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return value;
  });

/**
 * The create/edit product dialog (spec §5). Prices, stock and discount are typed as text and
 * parsed here, so that what is not a number is the schema's to refuse ('Datos inválidos'). A
 * member price above the selling price is refused under its field, as the database would.
 * The images are not a field: the dialog's uploader holds them (at most MAX_PRODUCT_IMAGES).
 */
export const productFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'El nombre es obligatorio')
      .max(200, tooLongMessage('El nombre', 200)),
    brand: textField('La marca', 80),
    short_description: textField('La descripción corta', 300),
    description: textField('La descripción', 5000),
    regular_price: wholeNumber('El precio regular es obligatorio', PRICE_MESSAGE),
    discount_percentage: z.string().transform((text, ctx) => {
      const value = parsePercentage(text);
      if (!Number.isFinite(value) || value > 99) {
        ctx.addIssue({
          code: 'custom',
          message: 'El descuento va de 0 a 99 %, con hasta 2 decimales',
        });
        return z.NEVER;
      }
      return value;
    }),
    member_price: z.string().transform((text, ctx) => {
      const value = parseWholeNumber(text);
      if (value === undefined) return null;
      if (!Number.isSafeInteger(value) || value > MAX_INTEGER) {
        ctx.addIssue({ code: 'custom', message: PRICE_MESSAGE });
        return z.NEVER;
      }
      return value;
    }),
    stock_quantity: wholeNumber('El stock es obligatorio', STOCK_MESSAGE),
    category_id: z.string(),
    product_group: z.string(),
    subcategory: z.string(),
    pet_type: z.enum(['perros', 'gatos', 'aves', 'peces', 'todos']),
    home_section: z.union([z.enum(['featured', 'bestsellers', 'new']), z.literal('')]),
    featured: z.boolean(),
    is_active: z.boolean(),
  })
  // the member price may not exceed the selling price (the database's rule); checked even while
  // another field (the name, say) is still wrong, once the three prices are numbers
  .refine(
    (values) =>
      values.member_price === null ||
      values.member_price <= sellingPrice(values.regular_price, values.discount_percentage),
    {
      path: ['member_price'],
      message: MEMBER_PRICE_ABOVE_PRICE,
      when: ({ issues }) =>
        issues.every(
          (issue) =>
            !['regular_price', 'discount_percentage', 'member_price'].includes(
              String(issue.path?.[0]),
            ),
        ),
    },
  );

/** What the form holds (text as typed). */
export type ProductFormValues = z.input<typeof productFormSchema>;
/** What the schema gives back (numbers parsed, text trimmed). */
export type ProductFormOutput = z.output<typeof productFormSchema>;

/**
 * The form of staff ('Personal'): a product's stock and whether it is active, the two columns
 * their role may change (ARCHITECTURE §5; the database refuses any other), with the same rule
 * and message for the stock as the full form.
 */
export const productStockFormSchema = z.object({
  stock_quantity: wholeNumber('El stock es obligatorio', STOCK_MESSAGE),
  is_active: z.boolean(),
});

export type ProductStockFormValues = z.input<typeof productStockFormSchema>;
export type ProductStockFormOutput = z.output<typeof productStockFormSchema>;

/** The fields whose refusal is 'Datos inválidos' / 'Verifica precio y stock' (spec §5). */
export const NUMERIC_FIELDS = ['regular_price', 'member_price', 'stock_quantity'] as const;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  brand: '',
  short_description: '',
  description: '',
  regular_price: '',
  discount_percentage: '',
  member_price: '',
  stock_quantity: '',
  category_id: '',
  product_group: '',
  subcategory: '',
  pet_type: 'todos',
  home_section: '',
  featured: false,
  is_active: true,
};

/** The columns a save writes: what the form decides, with the prices worked out. */
export interface ProductPayload {
  name: string;
  brand: string | null;
  short_description: string | null;
  description: string;
  regular_price: number;
  price: number;
  discount_percentage: number;
  member_price: number;
  stock_quantity: number;
  category_id: string | null;
  product_group: string | null;
  subcategory: string | null;
  pet_type: PetType;
  home_section: HomeSection | null;
  featured: boolean;
  is_active: boolean;
  images: string[];
}

/**
 * The row to write for what the form gives and the dialog's images (in order, the first the
 * main one): the regular price as entered, the selling price after the discount (never above
 * the regular price), the default member price when none was entered (never above the selling
 * price), empty texts and choices as null (a
 * subcategory only with its group).
 */
export function toProductPayload(
  values: ProductFormOutput,
  images: readonly string[],
): ProductPayload {
  const price = sellingPrice(values.regular_price, values.discount_percentage);
  const group = values.product_group || null;
  return {
    name: values.name,
    brand: values.brand || null,
    short_description: values.short_description || null,
    description: values.description,
    regular_price: values.regular_price,
    price,
    discount_percentage: values.discount_percentage,
    member_price:
      values.member_price ?? defaultMemberPrice(values.regular_price, values.discount_percentage),
    stock_quantity: values.stock_quantity,
    category_id: values.category_id || null,
    product_group: group,
    subcategory: group ? values.subcategory || null : null,
    pet_type: values.pet_type,
    home_section: values.home_section || null,
    featured: values.featured,
    is_active: values.is_active,
    images: [...images],
  };
}

/** The columns of a stored product the form starts from when it is edited. */
export interface EditableProduct {
  name: string;
  brand: string | null;
  short_description: string | null;
  description: string;
  price: number;
  regular_price: number | null;
  member_price: number | null;
  discount_percentage: number;
  stock_quantity: number;
  category_id: string | null;
  product_group: string | null;
  subcategory: string | null;
  pet_type: PetType;
  home_section: HomeSection | null;
  featured: boolean;
  is_active: boolean;
}

/**
 * A stored product as the form's text. A product with no regular price (seeded ones) starts
 * from its selling price; the discount is written the es-CO way ('12,5').
 */
export function productFormValues(product: EditableProduct): ProductFormValues {
  const discount = Number(product.discount_percentage) || 0;
  return {
    name: product.name,
    brand: product.brand ?? '',
    short_description: product.short_description ?? '',
    description: product.description,
    regular_price: String(product.regular_price ?? product.price),
    discount_percentage: discount === 0 ? '' : String(discount).replace('.', ','),
    member_price: product.member_price === null ? '' : String(product.member_price),
    stock_quantity: String(product.stock_quantity),
    category_id: product.category_id ?? '',
    product_group: product.product_group ?? '',
    subcategory: product.subcategory ?? '',
    pet_type: product.pet_type,
    home_section: product.home_section ?? '',
    featured: product.featured,
    is_active: product.is_active,
  };
}
