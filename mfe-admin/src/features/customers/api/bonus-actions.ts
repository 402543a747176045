import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import type { ExtendBonus, VoidBonus } from '../schemas/bonus-actions';
import { auditTrailKeys } from '../../../components/admin-kit';
import { customerKeys } from './customer-keys';

/** Voids an active bonus with a reason (`admin_void_bonus`, admins only): it can't be used any more. */
export async function voidBonus(
  client: BonisClient,
  bonusId: string,
  { reason }: VoidBonus,
): Promise<void> {
  const { error } = await client.rpc('admin_void_bonus', { p_bonus_id: bonusId, p_reason: reason });
  if (error) throw error;
}

/**
 * Moves a bonus's expiry later with a reason (`admin_extend_bonus`, admins only); an expired
 * bonus never used is active again, and a won bonus's roulette win gets the same expiry.
 */
export async function extendBonus(
  client: BonisClient,
  bonusId: string,
  { expiresAt, reason }: ExtendBonus,
): Promise<void> {
  const { error } = await client.rpc('admin_extend_bonus', {
    p_bonus_id: bonusId,
    p_expires_at: expiresAt,
    p_reason: reason,
  });
  if (error) throw error;
}

export type BonusAction =
  | { kind: 'void'; bonusId: string; values: VoidBonus }
  | { kind: 'extend'; bonusId: string; values: ExtendBonus };

/** Either action; afterwards (done or refused) the bonuses and the wins are read again. */
export function useBonusAction(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BonusAction) =>
      action.kind === 'void'
        ? voidBonus(getSupabase(), action.bonusId, action.values)
        : extendBonus(getSupabase(), action.bonusId, action.values),
    onSettled: (_data, _error, action) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.rewards(userId) }),
        queryClient.invalidateQueries({
          queryKey: auditTrailKeys.record('user_bonuses', action.bonusId),
        }),
      ]),
  });
}
