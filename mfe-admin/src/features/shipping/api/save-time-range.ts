import type { BonisClient } from '@bonis/supabase-client';
import { saveRow } from '../../../components/admin-kit';
import { toTimeRangeWrite, type TimeRangeFormValues } from '../schemas/time-range-form';

/** Creates a time range, or updates it by id (RLS: admins only; PGRST116 when it is gone). */
export const saveTimeRange = (
  client: BonisClient,
  id: string | undefined,
  values: TimeRangeFormValues,
) => saveRow(client, 'shipping_time_ranges', id, toTimeRangeWrite(values));
