import { BYTES_PER_MB } from '../../../lib/image-files';
import type { RewardRow } from '../api/get-rewards';

export { mockStorage, type StorageLog } from '../../../lib/testing/mock-image-bucket';

/** For tests only: a reward as the catalogue screen reads it. */
export function rewardRow(overrides: Partial<RewardRow> = {}): RewardRow {
  return {
    id: 'reward-kong',
    name: 'Kong Classic',
    description: 'El juguete resistente para morder y rellenar con premios.',
    image_url: 'rewards/kong-classic.svg',
    points_required: 1500,
    stock: 25,
    tier: 'premium',
    is_active: true,
    created_at: '2026-11-01T15:00:00Z',
    ...overrides,
  };
}

export const KONG = rewardRow();

export const SNACK = rewardRow({
  id: 'reward-snack',
  name: 'Snack sorpresa',
  description: null,
  image_url: null,
  points_required: 300,
  stock: 4,
  tier: 'basic',
});

export const BOLSAS = rewardRow({
  id: 'reward-bolsas',
  name: 'Bolsas biodegradables',
  description: 'Paquete de 60 bolsas.',
  image_url: 'https://cdn.bonis.co/bolsas.png',
  points_required: 400,
  stock: 0,
  tier: 'extended',
  is_active: false,
});

/** An image file of the given name and size (a few bytes unless told). */
export const imageFile = (name: string, bytes = 3, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

/** Just over the 5MB limit. */
export const TOO_LARGE_BYTES = 5 * BYTES_PER_MB + 1;
