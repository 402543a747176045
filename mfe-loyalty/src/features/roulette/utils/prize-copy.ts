import { formatDate, formatNumber, formatPercent } from '@bonis/design-system';
import type { SpinResult } from '@bonis/supabase-client';

/**
 * The win, in the spec's words exactly (§8: '¡Felicidades! Ganaste: {prize}', no full stop): the
 * win modal's title and what the page announces when the wheel stops.
 */
export const winTitle = (prizeName: string) => `¡Felicidades! Ganaste: ${prizeName}`;

/** A prize's probability as the list shows it: 30 → '30%', 12.5 → '12,5%'. */
export const probabilityLabel = (probability: number) =>
  formatPercent(probability, { spaced: false });

/** How long a discount or free-shipping prize stays in 'Mis bonos' (spec §4, §9). */
export const PRIZE_BONUS_DAYS = 30;

/**
 * What the win modal says about the prize, beyond its name and description:
 * - points: they are in the balance now;
 * - discount and free shipping: a bonus in 'Mis bonos', usable in checkout for 30 days (with
 *   the date the database set);
 * - a product: recorded on the account.
 */
export function winNote({ prize, win, current_points }: SpinResult): string {
  switch (prize.type) {
    case 'points':
      return `Sumamos ${formatNumber(win.prize_value)} puntos a tu saldo. Ahora tienes ${formatNumber(current_points)} puntos.`;
    case 'discount':
    case 'free_shipping': {
      const until = win.expires_at ? ` (vence el ${formatDate(win.expires_at)})` : '';
      return `Lo encuentras en «Mis bonos» y puedes usarlo en el checkout durante ${PRIZE_BONUS_DAYS} días${until}.`;
    }
    case 'product':
      return 'Tu premio quedó registrado en tu cuenta.';
  }
}

/** A prize that becomes a bonus for checkout (the modal links to 'Mis bonos'). */
export const isBonusPrize = (type: SpinResult['prize']['type']) =>
  type === 'discount' || type === 'free_shipping';
