import type { BonisClient, Database, TablesInsert } from '@bonis/supabase-client';

type TableName = keyof Database['public']['Tables'];

/**
 * A form's plain save (a `ResourceForm`'s `save`): inserts a row of `table`, or updates the
 * row `id` with the same columns; throws the database's refusal (RLS: admins only; PGRST116
 * when the row is gone).
 */
export async function saveRow<Table extends TableName>(
  client: BonisClient,
  table: Table,
  id: string | undefined,
  write: TablesInsert<Table>,
): Promise<void> {
  // the generated types can't follow a table named by a type parameter: the builder is typed as
  // one table with an `id` (as setRowsActive's); the caller's `write` was checked against `table`
  const rows = client.from(table as 'shipping_rates');
  const row = write as TablesInsert<'shipping_rates'>;
  const { error } = id
    ? await rows.update(row).eq('id', id).select('id').single()
    : await rows.insert(row).select('id').single();
  if (error) throw error;
}
