export { isMember, memberLabel, type MemberType } from '../../../lib/membership-names';

/** Spec §9: a 365-day plan reads '12 meses', any other 'N días'. */
export function durationLabel(days: number): string {
  if (days === 365) return '12 meses';
  return days === 1 ? '1 día' : `${days} días`;
}

/** What every member gets, as the widget lists it. */
export const MEMBER_BENEFITS = ['Precios de socio', 'Envío gratis', '1.5x puntos'] as const;
