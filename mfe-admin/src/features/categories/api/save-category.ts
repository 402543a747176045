import type { BonisClient } from '@bonis/supabase-client';
import { saveRow } from '../../../components/admin-kit';
import { toCategoryWrite, type CategoryFormValues } from '../schemas/category-form';

/** Creates a category, or updates it by id (RLS: admins only; PGRST116 when it is gone). */
export const saveCategory = (
  client: BonisClient,
  id: string | undefined,
  values: CategoryFormValues,
) => saveRow(client, 'categories', id, toCategoryWrite(values));
