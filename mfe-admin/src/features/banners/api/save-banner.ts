import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { auditTrailKeys } from '../../../components/admin-kit';
import { toBannerWrite, type BannerFormValues } from '../schemas/banner-form';
import { BANNER_COLUMNS, bannerKeys, type BannerRow } from './get-banners';

/** Creates a banner (RLS: admins only) and returns the new row (spec §7). */
export async function createBanner(
  client: BonisClient,
  values: BannerFormValues,
): Promise<BannerRow> {
  const { data, error } = await client
    .from('banner_settings')
    .insert(toBannerWrite(values))
    .select(BANNER_COLUMNS)
    .single();
  if (error) throw error;
  return data;
}

/** Updates a banner by id; fails (PGRST116) when no row was updated. */
export async function updateBanner(
  client: BonisClient,
  id: string,
  values: BannerFormValues,
): Promise<BannerRow> {
  const { data, error } = await client
    .from('banner_settings')
    .update(toBannerWrite(values))
    .eq('id', id)
    .select(BANNER_COLUMNS)
    .single();
  if (error) throw error;
  return data;
}

/** Whether a save broke the database's rule for the CTA link (`banner_settings_cta_link_safe`). */
export function isUnsafeCtaLink(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, details } = error as {
    code?: unknown;
    message?: unknown;
    details?: unknown;
  };
  return code === '23514' && /cta_link/.test(`${String(message)} ${String(details)}`);
}

export interface SaveBannerInput {
  /** the banner being edited; none to create one */
  id?: string;
  values: BannerFormValues;
}

/** Creates or updates a banner, then reads the list and any open history again. */
export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: SaveBannerInput) =>
      id ? updateBanner(getSupabase(), id, values) : createBanner(getSupabase(), values),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bannerKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditTrailKeys.all }),
      ]),
  });
}
