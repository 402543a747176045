import type { BonusRow } from '../api/get-bonuses';

/** For tests only: a row as the database returns it. */
export const HINCHA: BonusRow = {
  id: 'b-hincha',
  name: 'Bono Hincha 10%',
  description: '10 % de descuento en tu próxima compra.',
  icon: '⚽',
  category: 'deportes',
  type: 'discount',
  value: 10,
  points_cost: 500,
  popular: true,
  is_active: true,
  created_at: '2026-11-01T15:00:00Z',
};
