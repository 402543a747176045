import { formatNumber } from '@bonis/design-system';
import type { PointsTransactionType } from '@bonis/supabase-client';

/** The ledger's movement types, as the points history names them. */
export const transactionLabel: Record<PointsTransactionType, string> = {
  earned: 'Ganados',
  spent: 'Gastados',
  redeemed: 'Canjeados',
};

/** A movement's points with their sign: '+120', '−300' (a true minus sign), '0'. */
export function signedPoints(earned: number, used: number): string {
  const delta = earned - used;
  if (delta > 0) return `+${formatNumber(delta)}`;
  if (delta < 0) return `\u2212${formatNumber(-delta)}`;
  return '0';
}
