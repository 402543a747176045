/**
 * The roulette's test database: the seed's eight active prizes (in the order the database
 * draws them) and `spin_roulette` answers built from them.
 */
import type { RoulettePrize, RouletteWin, SpinResult } from '@bonis/supabase-client';
import type { WheelPrize } from '../api/get-roulette-prizes';

export const PRIZES: WheelPrize[] = [
  {
    id: 'p-50',
    name: '50 puntos',
    description: 'Suma 50 puntos a tu saldo.',
    icon: '🪙',
    probability: 30,
    type: 'points',
    value: 50,
  },
  {
    id: 'p-10off',
    name: '10% de descuento',
    description: 'Para tu próxima compra.',
    icon: '🏷️',
    probability: 18,
    type: 'discount',
    value: 10,
  },
  {
    id: 'p-100',
    name: '100 puntos',
    description: 'Suma 100 puntos a tu saldo.',
    icon: '💰',
    probability: 20,
    type: 'points',
    value: 100,
  },
  {
    id: 'p-ship',
    name: 'Envío gratis',
    description: 'Tu próximo pedido sin costo de envío.',
    icon: '🚚',
    probability: 12,
    type: 'free_shipping',
    value: 1,
  },
  {
    id: 'p-250',
    name: '250 puntos',
    description: 'Suma 250 puntos a tu saldo.',
    icon: '⭐',
    probability: 8,
    type: 'points',
    value: 250,
  },
  {
    id: 'p-20off',
    name: '20% de descuento',
    description: 'Para tu próxima compra.',
    icon: '🎉',
    probability: 7,
    type: 'discount',
    value: 20,
  },
  {
    id: 'p-snack',
    name: 'Snack sorpresa',
    description: 'Un paquete de snacks con tu próximo pedido.',
    icon: '🦴',
    probability: 3.5,
    type: 'product',
    value: 12900,
  },
  {
    id: 'p-500',
    name: '500 puntos',
    description: '¡El premio mayor!',
    icon: '🏆',
    probability: 1.5,
    type: 'points',
    value: 500,
  },
];

/** What `spin_roulette` answers when the database drew `prize`. */
export function spinAnswer(
  prize: WheelPrize,
  currentPoints: number,
  win: Partial<RouletteWin> = {},
): SpinResult {
  const fullPrize: RoulettePrize = {
    ...prize,
    is_active: true,
    created_at: '2026-10-25T12:00:00+00:00',
    updated_at: '2026-10-25T12:00:00+00:00',
    deleted_at: null,
  };
  return {
    prize: fullPrize,
    current_points: currentPoints,
    win: {
      id: 'win-1',
      user_id: 'user-1',
      prize_id: prize.id,
      prize_name: prize.name,
      prize_type: prize.type,
      prize_value: prize.value,
      redeemed: prize.type === 'points',
      redeemed_at: prize.type === 'points' ? '2026-11-24T18:00:00+00:00' : null,
      expires_at: prize.type === 'points' ? null : '2026-12-24T18:00:00+00:00',
      created_at: '2026-11-24T18:00:00+00:00',
      ...win,
    },
  };
}
