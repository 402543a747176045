import { describe, expect, it } from 'vitest';
import { getSupabase } from '@bonis/supabase-client';
import { supabaseMock } from '@bonis/test-utils';
import { saveRow } from './save-row';

const writes = () => supabaseMock.requests.filter((r) => r.path === '/rest/v1/bonus_store');

describe('saveRow', () => {
  it('inserts a new row', async () => {
    supabaseMock.table('bonus_store').post(({ body }) => ({ id: 'b-new', ...(body as object) }));

    await saveRow(getSupabase(), 'bonus_store', undefined, { name: 'Bono', points_cost: 10 });

    expect(writes()).toMatchObject([{ method: 'POST', body: { name: 'Bono', points_cost: 10 } }]);
  });

  it('updates the row by id with the same columns', async () => {
    supabaseMock.table('bonus_store').patch(({ body }) => ({ id: 'b-1', ...(body as object) }));

    await saveRow(getSupabase(), 'bonus_store', 'b-1', { name: 'Bono', points_cost: 10 });

    expect(writes()).toMatchObject([
      { method: 'PATCH', query: { id: 'eq.b-1' }, body: { name: 'Bono', points_cost: 10 } },
    ]);
  });

  it("throws the database's refusal as it came", async () => {
    supabaseMock
      .table('bonus_store')
      .patch(supabaseMock.error({ code: 'P0001', message: 'Bono no permitido' }));

    await expect(
      saveRow(getSupabase(), 'bonus_store', 'b-1', { name: 'Bono', points_cost: 10 }),
    ).rejects.toMatchObject({ code: 'P0001', message: 'Bono no permitido' });
  });
});
