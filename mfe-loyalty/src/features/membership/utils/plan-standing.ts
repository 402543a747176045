import type { MembershipType } from '@bonis/design-system/bus';
import { membershipRank } from '../../../lib/membership-names';

/**
 * Where a plan stands for the shopper, which decides its button:
 * - `current`: the shopper's running membership is this plan's type ('Plan Actual', disabled);
 * - `included`: their running membership ranks the same or higher, so it already gives what the
 *   plan gives ('Incluido en tu plan', disabled: the database sells no such plan);
 * - `available`: 'Seleccionar Plan' (for a member, an upgrade).
 */
export type PlanStanding = 'current' | 'included' | 'available';

/**
 * The plan's standing for a shopper whose running membership is `memberType` (the session's:
 * 'regular' once the membership has expired), or nobody signed in (null or undefined).
 */
export function planStanding(
  memberType: MembershipType | null | undefined,
  planType: MembershipType,
): PlanStanding {
  if (!memberType || memberType === 'regular') return 'available';
  if (memberType === planType) return 'current';
  return membershipRank[planType] <= membershipRank[memberType] ? 'included' : 'available';
}
