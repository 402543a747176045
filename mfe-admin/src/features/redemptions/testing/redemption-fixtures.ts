import type { RedemptionRow } from '../api/get-redemptions';

/** For tests only: a redemption as the queue reads it (pending, unless overridden). */
export function redemptionRow(overrides: Partial<RedemptionRow> = {}): RedemptionRow {
  return {
    id: 'red-kong',
    user_id: 'user-ana',
    reward_type: 'reward',
    reward_id: 'reward-kong',
    reward_name: 'Kong Classic',
    points_used: 1500,
    status: 'pending',
    created_at: '2026-11-25T15:00:00Z',
    updated_at: '2026-11-25T15:00:00Z',
    note: null,
    cancel_reason: null,
    delivered_at: null,
    cancelled_at: null,
    handled_by_name: null,
    reward_tier: 'premium',
    reward_image_url: 'rewards/kong-classic.svg',
    shopper_name: 'Ana Gómez',
    shopper_email: 'ana@correo.co',
    shopper_phone: '+57 300 123 4567',
    ...overrides,
  };
}

export const KONG = redemptionRow();

export const SNACK = redemptionRow({
  id: 'red-snack',
  user_id: 'user-luis',
  reward_id: 'reward-snack',
  reward_name: 'Snack sorpresa',
  points_used: 300,
  created_at: '2026-11-26T16:30:00Z',
  reward_tier: 'basic',
  reward_image_url: null,
  shopper_name: 'Luis Pérez',
  shopper_email: 'luis@correo.co',
  shopper_phone: null,
});

export const BOLSAS = redemptionRow({
  id: 'red-bolsas',
  reward_id: 'reward-bolsas',
  reward_name: 'Bolsas biodegradables',
  points_used: 400,
  status: 'delivered',
  created_at: '2026-11-20T15:00:00Z',
  delivered_at: '2026-11-21T20:05:00Z',
  handled_by_name: 'Carla Ruiz',
  note: 'Entregado en la tienda de Chapinero',
  reward_tier: 'extended',
});

export const COLLAR = redemptionRow({
  id: 'red-collar',
  user_id: 'user-luis',
  reward_id: 'reward-collar',
  reward_name: 'Collar reflectivo',
  points_used: 1,
  status: 'cancelled',
  created_at: '2026-11-18T15:00:00Z',
  cancelled_at: '2026-11-19T15:00:00Z',
  handled_by_name: 'Carla Ruiz',
  cancel_reason: 'Sin unidades en bodega',
  reward_tier: 'basic',
  shopper_name: null,
  shopper_email: 'luis@correo.co',
  shopper_phone: null,
});
