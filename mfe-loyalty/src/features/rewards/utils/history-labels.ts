import { formatNumber } from '@bonis/design-system';

/** A movement's points with their sign: '+120', '−300' (a true minus sign), '0'. */
export function signedPoints(earned: number, used: number): string {
  const delta = earned - used;
  if (delta > 0) return `+${formatNumber(delta)}`;
  if (delta < 0) return `\u2212${formatNumber(-delta)}`;
  return '0';
}
