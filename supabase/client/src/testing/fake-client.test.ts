import { describe, expect, it } from 'vitest';
import { callsOf, createFakeSupabase, postgrestError } from './fake-client';

describe('createFakeSupabase', () => {
  it('answers a table query with its handler and records the chain in order', async () => {
    const fake = createFakeSupabase({
      tables: { cart_items: () => ({ data: [{ id: 1 }] }) },
    });
    const result = await fake.client
      .from('cart_items')
      .select('id')
      .eq('user_id', 'u1')
      .order('created_at')
      .limit(5);
    expect(result).toEqual({ data: [{ id: 1 }], error: null });
    expect(fake.queries).toHaveLength(1);
    expect(callsOf(fake.queries[0], 'eq')).toEqual([['user_id', 'u1']]);
    expect(fake.queries[0]?.calls.map((call) => call.method)).toEqual([
      'select',
      'eq',
      'order',
      'limit',
    ]);
  });

  it('answers rpc calls with their handler, errors included, and records the arguments', async () => {
    const fake = createFakeSupabase({
      rpc: { purchase_bonus: () => ({ error: postgrestError('Puntos insuficientes') }) },
    });
    const result = await fake.client.rpc('purchase_bonus', { p_bonus_id: 'b1' });
    expect(result.data).toBeNull();
    expect(result.error).toMatchObject({ message: 'Puntos insuficientes', code: 'P0001' });
    expect(fake.rpcCalls).toEqual([{ fn: 'purchase_bonus', args: { p_bonus_id: 'b1' } }]);
  });

  it('fails loudly on a table or function the test did not expect', () => {
    const fake = createFakeSupabase({});
    expect(() => fake.client.from('orders')).toThrow('no handler for table "orders"');
    expect(() => fake.client.rpc('place_order')).toThrow('no handler for rpc "place_order"');
  });
});
