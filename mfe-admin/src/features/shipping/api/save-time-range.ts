import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { auditTrailKeys } from '../../../components/admin-kit';
import { toTimeRangeWrite, type TimeRangeFormValues } from '../schemas/time-range-form';
import { TIME_RANGE_COLUMNS, timeRangeKeys, type TimeRangeRow } from './get-time-ranges';

/** Creates a time range (RLS: admins only); returns the new row. */
export async function createTimeRange(
  client: BonisClient,
  values: TimeRangeFormValues,
): Promise<TimeRangeRow> {
  const { data, error } = await client
    .from('shipping_time_ranges')
    .insert(toTimeRangeWrite(values))
    .select(TIME_RANGE_COLUMNS)
    .single();
  if (error) throw error;
  return data;
}

/** Updates a time range by id; fails (PGRST116) when no row was updated. */
export async function updateTimeRange(
  client: BonisClient,
  id: string,
  values: TimeRangeFormValues,
): Promise<TimeRangeRow> {
  const { data, error } = await client
    .from('shipping_time_ranges')
    .update(toTimeRangeWrite(values))
    .eq('id', id)
    .select(TIME_RANGE_COLUMNS)
    .single();
  if (error) throw error;
  return data;
}

export interface SaveTimeRangeInput {
  /** the range being edited; none to create one */
  id?: string;
  values: TimeRangeFormValues;
}

/** Creates or updates a time range, then reads the lists (and any open history) again. */
export function useSaveTimeRange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: SaveTimeRangeInput) =>
      id ? updateTimeRange(getSupabase(), id, values) : createTimeRange(getSupabase(), values),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: timeRangeKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditTrailKeys.all }),
      ]),
  });
}
