import type { MembershipType } from '@bonis/design-system/bus';

/**
 * How the store names a shopper's membership, wherever it shows it (the floating widget, the
 * membership page, the rewards page's badge).
 */

/** A membership that makes the shopper a member (every type but regular). */
export type MemberType = Exclude<MembershipType, 'regular'>;

export const isMember = (type: MembershipType): type is MemberType => type !== 'regular';

/** 'Socio Mensual', 'Socio Anual', …: a member's level. */
export const memberLabel: Record<MemberType, string> = {
  mensual: 'Socio Mensual',
  anual: 'Socio Anual',
  premium: 'Socio Premium',
  vip: 'Socio VIP',
};

/** The membership level badge: 'Regular' for non-members, else the member's level. */
export const membershipLevelLabel = (type: MembershipType): string =>
  isMember(type) ? memberLabel[type] : 'Regular';

/**
 * How memberships rank (ARCHITECTURE §5): regular < mensual (= premium) < anual (= vip). A
 * running membership includes every plan ranked at or below it, so the database sells none of
 * them (`start_membership_purchase`); a higher-ranked plan is an upgrade.
 */
export const membershipRank: Record<MembershipType, number> = {
  regular: 0,
  mensual: 1,
  premium: 1,
  anual: 2,
  vip: 2,
};
