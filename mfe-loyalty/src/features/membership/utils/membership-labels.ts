import type { MembershipType } from '@bonis/design-system/bus';

/** A membership that makes the shopper a member (every type but regular). */
export type MemberType = Exclude<MembershipType, 'regular'>;

export const isMember = (type: MembershipType): type is MemberType => type !== 'regular';

/** 'Socio Mensual', 'Socio Anual', …: how the widget names a member's plan. */
export const memberLabel: Record<MemberType, string> = {
  mensual: 'Socio Mensual',
  anual: 'Socio Anual',
  premium: 'Socio Premium',
  vip: 'Socio VIP',
};

/** Spec §9: a 365-day plan reads '12 meses', any other 'N días'. */
export function durationLabel(days: number): string {
  if (days === 365) return '12 meses';
  return days === 1 ? '1 día' : `${days} días`;
}

/** What every member gets, as the widget lists it. */
export const MEMBER_BENEFITS = ['Precios de socio', 'Envío gratis', '1.5x puntos'] as const;
