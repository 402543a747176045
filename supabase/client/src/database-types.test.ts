import type { QueryData } from '@supabase/supabase-js';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createBonisClient, type BonisClient } from './client';
import {
  Constants,
  type Database,
  type Enums,
  type Json,
  type Tables,
  type TablesInsert,
  type TablesUpdate,
} from './database.types';
import type { Order, PaymentMethod, Product, RowsByTable } from './rows';

// Type-level tests: `npm run typecheck` (tsc) fails when an expectation no longer holds.
// Nothing here sends a request: queries are built, never awaited.
const client: BonisClient = createBonisClient({
  url: 'http://127.0.0.1:54321',
  anonKey: 'anon-key',
  options: { auth: { persistSession: false } },
});

describe('the generated Database types', () => {
  it('infer the shape of a select with an embedded many-to-one relation', () => {
    const query = client.from('products').select('id, name, category:categories(name, slug)');
    expectTypeOf<QueryData<typeof query>>().toEqualTypeOf<
      { id: string; name: string; category: { name: string; slug: string } | null }[]
    >();
    expect(query).toBeDefined();
  });

  it('infer one-to-many embeds as arrays and a full select as the row type', () => {
    const orders = client.from('orders').select('*, order_items(product_name, quantity, total)');
    type Row = QueryData<typeof orders>[number];
    expectTypeOf<Row['order_items']>().toEqualTypeOf<
      { product_name: string; quantity: number; total: number }[]
    >();
    expectTypeOf<Omit<Row, 'order_items'>>().toEqualTypeOf<Order>();
    expect(orders).toBeDefined();
  });

  it('type rpc arguments and results from the functions', () => {
    const placeOrder = () =>
      client.rpc('place_order', {
        p_shipping_address: { firstName: 'Ana', city: 'Bogotá' },
        p_shipping_time_range_id: '3f0e8a8e-2b7f-4a55-9d5f-7c1b3b7b9a11',
        p_payment_method: 'cash',
      });
    expectTypeOf<QueryData<ReturnType<typeof placeOrder>>>().toEqualTypeOf<Order>();
    expectTypeOf<Database['public']['Functions']['place_order']['Args']>().toEqualTypeOf<{
      p_delivery_date?: string;
      p_discount_code?: string;
      p_payment_method: PaymentMethod;
      p_roulette_win_id?: string;
      p_shipping_address: Json;
      p_shipping_time_range_id: string;
      p_user_bonus_id?: string;
    }>();
    const wrongMethod = () =>
      client.rpc('place_order', {
        p_shipping_address: {},
        p_shipping_time_range_id: 'x',
        // @ts-expect-error not a payment_method value
        p_payment_method: 'bitcoin',
      });
    const missingArg = () =>
      // @ts-expect-error p_shipping_time_range_id is required
      client.rpc('place_order', { p_shipping_address: {}, p_payment_method: 'pse' });
    // @ts-expect-error no such function
    const unknownFunction = () => client.rpc('drop_everything');
    expect([placeOrder, wrongMethod, missingArg, unknownFunction]).toHaveLength(4);
  });

  it('make generated and defaulted columns optional on insert, generated ones unwritable', () => {
    expectTypeOf<TablesInsert<'products'>['name']>().toEqualTypeOf<string>();
    expectTypeOf<TablesInsert<'products'>>().toHaveProperty('id');
    expectTypeOf<Product['in_stock']>().toEqualTypeOf<boolean>();
    // @ts-expect-error in_stock is computed from stock_quantity
    const insert: TablesInsert<'products'> = { name: 'Collar', price: 19900, in_stock: true };
    // @ts-expect-error membership_type follows the plan's name
    const update: TablesUpdate<'membership_plans'> = { membership_type: 'anual' };
    expect([insert, update]).toHaveLength(2);
  });

  it('export the enums as types and as runtime constants', () => {
    expectTypeOf<Enums<'payment_status'>>().toEqualTypeOf<
      'pending' | 'paid' | 'failed' | 'refunded'
    >();
    expect(Constants.public.Enums.payment_status).toEqual([
      'pending',
      'paid',
      'failed',
      'refunded',
    ]);
    expect(Constants.public.Enums.membership_type).toContain('anual');
  });

  it('name a row type for every table', () => {
    expectTypeOf<keyof RowsByTable>().toEqualTypeOf<keyof Database['public']['Tables']>();
    expectTypeOf<RowsByTable['products']>().toEqualTypeOf<Tables<'products'>>();
    expectTypeOf<RowsByTable['user_profiles']>().toEqualTypeOf<Tables<'user_profiles'>>();
  });
});
