import type { BonisClient } from '@bonis/supabase-client';
import { saveRow } from '../../../components/admin-kit';
import { toDiscountWrite, type DiscountFormValues } from '../schemas/discount-form';
import type { DiscountCodeRow } from './get-discount-codes';

/**
 * Creates a code, or updates it by id (RLS: admins only; the database stores it uppercase;
 * PGRST116 when it is gone). An edited code keeps its stored expiry instant when its day was
 * not changed.
 */
export const saveDiscountCode = (
  client: BonisClient,
  id: string | undefined,
  values: DiscountFormValues,
  current?: DiscountCodeRow | null,
) => saveRow(client, 'discount_codes', id, toDiscountWrite(values, current));
