import { describe, expect, it } from 'vitest';
import { getSupabase } from '@bonis/supabase-client';
import { supabaseMock } from '@bonis/test-utils';
import { SoftDeleteCountError, restoreDeleted, softDelete } from './soft-delete';

describe('softDelete', () => {
  it('asks admin_delete for the table and the ids, and answers how many it deleted', async () => {
    supabaseMock.rpc('admin_delete', () => 2);

    await expect(softDelete(getSupabase(), 'products', ['p1', 'p2'])).resolves.toBe(2);

    expect(supabaseMock.rpcCalls('admin_delete')).toEqual([
      { p_table: 'products', p_ids: ['p1', 'p2'] },
    ]);
    // never a DELETE from the browser: the database refuses those
    expect(supabaseMock.requests.map((request) => request.method)).toEqual(['POST']);
  });

  it("throws the database's refusal as it came (code and Spanish message)", async () => {
    supabaseMock.rpc('admin_delete', () =>
      supabaseMock.error({
        code: 'P0001',
        message: 'No se puede eliminar: hay clientes con esta membresía',
      }),
    );

    await expect(softDelete(getSupabase(), 'membership_plans', ['plan-1'])).rejects.toMatchObject({
      code: 'P0001',
      message: 'No se puede eliminar: hay clientes con esta membresía',
    });
  });

  it('throws when fewer rows were deleted than asked', async () => {
    supabaseMock.rpc('admin_delete', () => 1);

    await expect(softDelete(getSupabase(), 'categories', ['c1', 'c2'])).rejects.toBeInstanceOf(
      SoftDeleteCountError,
    );
  });
});

describe('restoreDeleted', () => {
  it('asks admin_restore for the table and the ids', async () => {
    supabaseMock.rpc('admin_restore', () => 1);

    await expect(restoreDeleted(getSupabase(), 'user_profiles', ['u1'])).resolves.toBe(1);

    expect(supabaseMock.rpcCalls('admin_restore')).toEqual([
      { p_table: 'user_profiles', p_ids: ['u1'] },
    ]);
  });

  it('throws a failed restore', async () => {
    supabaseMock.rpc('admin_restore', () => supabaseMock.networkError());

    await expect(restoreDeleted(getSupabase(), 'products', ['p1'])).rejects.toBeDefined();
  });
});
