import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { toCategoryWrite, type CategoryFormValues } from '../schemas/category-form';
import { CATEGORY_COLUMNS, categoryKeys, type CategoryRow } from './get-categories';

/** Creates a category (RLS: admins only); returns the new row. */
export async function createCategory(
  client: BonisClient,
  values: CategoryFormValues,
): Promise<CategoryRow> {
  const { data, error } = await client
    .from('categories')
    .insert(toCategoryWrite(values))
    .select(CATEGORY_COLUMNS)
    .single();
  if (error) throw error;
  return data;
}

/** Updates a category by id; fails (PGRST116) when no row was updated. */
export async function updateCategory(
  client: BonisClient,
  id: string,
  values: CategoryFormValues,
): Promise<CategoryRow> {
  const { data, error } = await client
    .from('categories')
    .update(toCategoryWrite(values))
    .eq('id', id)
    .select(CATEGORY_COLUMNS)
    .single();
  if (error) throw error;
  return data;
}

/** Whether a save failed on the unique slug (Postgres unique_violation). */
export function isDuplicateSlug(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

export interface SaveCategoryInput {
  /** the category being edited; none to create one */
  id?: string;
  values: CategoryFormValues;
}

/** Creates or updates a category, then reads the lists again. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: SaveCategoryInput) =>
      id ? updateCategory(getSupabase(), id, values) : createCategory(getSupabase(), values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
