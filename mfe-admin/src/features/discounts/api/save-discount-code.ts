import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { auditTrailKeys } from '../../../components/admin-kit';
import type { DiscountWrite } from '../schemas/discount-form';
import { DISCOUNT_COLUMNS, discountKeys, type DiscountCodeRow } from './get-discount-codes';

/** Creates a code (RLS: admins only; the database stores it uppercase); returns the new row. */
export async function createDiscountCode(
  client: BonisClient,
  write: DiscountWrite,
): Promise<DiscountCodeRow> {
  const { data, error } = await client
    .from('discount_codes')
    .insert(write)
    .select(DISCOUNT_COLUMNS)
    .single();
  if (error) throw error;
  return data;
}

/** Updates a code by id; fails (PGRST116) when no row was updated. */
export async function updateDiscountCode(
  client: BonisClient,
  id: string,
  write: DiscountWrite,
): Promise<DiscountCodeRow> {
  const { data, error } = await client
    .from('discount_codes')
    .update(write)
    .eq('id', id)
    .select(DISCOUNT_COLUMNS)
    .single();
  if (error) throw error;
  return data;
}

/** Whether a save failed on the unique code (Postgres unique_violation). */
export function isDuplicateCode(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

export interface SaveDiscountCodeInput {
  /** the code being edited; none to create one */
  id?: string;
  write: DiscountWrite;
}

/** Creates or updates a code, then reads the lists (and an open history) again. */
export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, write }: SaveDiscountCodeInput) =>
      id ? updateDiscountCode(getSupabase(), id, write) : createDiscountCode(getSupabase(), write),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: discountKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditTrailKeys.all }),
      ]),
  });
}
