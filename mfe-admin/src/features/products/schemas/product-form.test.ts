import { describe, expect, it } from 'vitest';
import {
  MEMBER_PRICE_ABOVE_PRICE,
  defaultMemberPrice,
  parsePercentage,
  petTypeForCategorySlug,
  productFormSchema,
  productFormValues,
  sellingPrice,
  suggestedMemberPrice,
  toProductPayload,
  EMPTY_PRODUCT_FORM,
} from './product-form';

describe('the product form rules', () => {
  it('reads a discount with a comma or a point and up to 2 decimals; empty is 0', () => {
    expect(parsePercentage('')).toBe(0);
    expect(parsePercentage('12,5')).toBe(12.5);
    expect(parsePercentage('99.99')).toBe(99.99);
    expect(parsePercentage('10.125')).toBeNaN();
    expect(parsePercentage('diez')).toBeNaN();
  });

  it('prices: selling = round(regular × (1 − discount/100)), member suggestion = round(90 % of regular)', () => {
    expect(sellingPrice(100000, 15)).toBe(85000);
    expect(sellingPrice(24999, 12.5)).toBe(21874);
    expect(sellingPrice(10001, 0)).toBe(10001);
    // 0.1 + 0.2 style fractions never tip the rounding: 1.005 × 1000 = 1005 exactly
    expect(sellingPrice(1000, 99.5)).toBe(5);
    expect(suggestedMemberPrice(100000)).toBe(90000);
    expect(suggestedMemberPrice(24999)).toBe(22499);
  });

  it('saves the suggestion as member price, but never above the selling price', () => {
    expect(defaultMemberPrice(20000, 10)).toBe(18000);
    expect(defaultMemberPrice(20000, 0)).toBe(18000);
    // 20 % off: the selling price (16.000) is below 90 % of the regular price
    expect(defaultMemberPrice(20000, 20)).toBe(16000);
    expect(defaultMemberPrice(24999, 12.5)).toBe(21874);
  });

  it('never writes a regular price below the price, nor a default member price above it', () => {
    for (const regular of [0, 1, 7, 999, 24999, 100000, 2_147_483_647]) {
      for (const discount of [0, 0.01, 9.99, 10, 10.01, 12.5, 50, 98.99, 99]) {
        const output = productFormSchema.parse({
          ...EMPTY_PRODUCT_FORM,
          name: 'Collar',
          regular_price: String(regular),
          discount_percentage: String(discount).replace('.', ','),
          stock_quantity: '1',
        });
        const payload = toProductPayload(output, []);
        expect(payload.regular_price).toBeGreaterThanOrEqual(payload.price);
        expect(payload.member_price).toBeLessThanOrEqual(payload.price);
      }
    }
  });

  it(`refuses a member price above the selling price with '${MEMBER_PRICE_ABOVE_PRICE}'`, () => {
    const issues = (values: Partial<typeof EMPTY_PRODUCT_FORM>) => {
      const result = productFormSchema.safeParse({
        ...EMPTY_PRODUCT_FORM,
        name: 'Collar',
        regular_price: '20000',
        stock_quantity: '1',
        ...values,
      });
      return result.success
        ? []
        : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    };
    expect(issues({ member_price: '20001' })).toEqual([['member_price', MEMBER_PRICE_ABOVE_PRICE]]);
    expect(issues({ member_price: '20000' })).toEqual([]);
    // against the price after the product's own discount: 20 % off is 16.000
    expect(issues({ discount_percentage: '20', member_price: '17000' })).toEqual([
      ['member_price', MEMBER_PRICE_ABOVE_PRICE],
    ]);
    expect(issues({ discount_percentage: '20', member_price: '16000' })).toEqual([]);
    // said even while the name is still missing
    expect(issues({ name: '', member_price: '25000' })).toContainEqual([
      'member_price',
      MEMBER_PRICE_ABOVE_PRICE,
    ]);
    // not while a price is not a number (that field has its own message)
    expect(issues({ regular_price: '20mil', member_price: '25000' })).toEqual([
      ['regular_price', 'Ingresa un precio en pesos enteros (sin decimales)'],
    ]);
  });

  it('takes the pet type from the main category slug, else todos', () => {
    expect(petTypeForCategorySlug('perros')).toBe('perros');
    expect(petTypeForCategorySlug('peces')).toBe('peces');
    expect(petTypeForCategorySlug('accesorios')).toBe('todos');
    expect(petTypeForCategorySlug(undefined)).toBe('todos');
  });

  it('checks the lengths: name ≤ 200, brand ≤ 80, short description ≤ 300, description ≤ 5000', () => {
    const valid = { ...EMPTY_PRODUCT_FORM, name: 'x', regular_price: '1', stock_quantity: '0' };
    expect(productFormSchema.safeParse(valid).success).toBe(true);
    const messages = (values: Partial<typeof valid>) => {
      const result = productFormSchema.safeParse({ ...valid, ...values });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages({ name: 'x'.repeat(201) })).toEqual(['El nombre admite hasta 200 caracteres']);
    expect(messages({ brand: 'x'.repeat(81) })).toEqual(['La marca admite hasta 80 caracteres']);
    expect(messages({ short_description: 'x'.repeat(301) })).toEqual([
      'La descripción corta admite hasta 300 caracteres',
    ]);
    expect(messages({ description: 'x'.repeat(5001) })).toEqual([
      'La descripción admite hasta 5000 caracteres',
    ]);
    expect(messages({ stock_quantity: '' })).toEqual(['El stock es obligatorio']);
  });

  it('writes empty texts and choices as null, and a subcategory only with its group', () => {
    const output = productFormSchema.parse({
      ...EMPTY_PRODUCT_FORM,
      name: ' Collar ',
      regular_price: '10000',
      stock_quantity: '1',
      subcategory: 'Pelotas',
    });
    expect(toProductPayload(output, ['products/a.png'])).toEqual({
      name: 'Collar',
      brand: null,
      short_description: null,
      description: '',
      regular_price: 10000,
      price: 10000,
      discount_percentage: 0,
      member_price: 9000,
      stock_quantity: 1,
      category_id: null,
      product_group: null,
      subcategory: null,
      pet_type: 'todos',
      home_section: null,
      featured: false,
      is_active: true,
      images: ['products/a.png'],
    });
  });

  it('starts an edit from the stored product (a seeded one without regular price from its price)', () => {
    const values = productFormValues({
      name: 'Pro Plan',
      brand: null,
      short_description: null,
      description: 'Alimento',
      price: 85000,
      regular_price: null,
      member_price: null,
      discount_percentage: 12.5,
      stock_quantity: 4,
      category_id: null,
      product_group: null,
      subcategory: null,
      pet_type: 'perros',
      home_section: 'new',
      featured: true,
      is_active: false,
    });
    expect(values).toMatchObject({
      regular_price: '85000',
      discount_percentage: '12,5',
      member_price: '',
      stock_quantity: '4',
      brand: '',
      home_section: 'new',
    });
  });
});
