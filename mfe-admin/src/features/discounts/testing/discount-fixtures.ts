import type { DiscountCodeRow } from '../api/get-discount-codes';

/** For tests only: a code with nothing set but its defaults. */
export const DISCOUNT_BASE: Omit<DiscountCodeRow, 'id' | 'code'> = {
  description: null,
  type: 'percentage',
  value: 10,
  min_purchase: 0,
  max_uses: null,
  current_uses: 0,
  expires_at: null,
  is_active: true,
  first_purchase_only: false,
  owner_email: null,
  owner_user_id: null,
  created_at: '2026-08-01T15:00:00Z',
};

/** 'AHORRA20K': $20.000 off from $80.000, 37 of 500 uses, expiring at `expires_at`. */
export const ahorra = (expires_at: string): DiscountCodeRow => ({
  ...DISCOUNT_BASE,
  id: 'dc-ahorra',
  code: 'AHORRA20K',
  description: '$20.000 de descuento.',
  type: 'fixed',
  value: 20000,
  min_purchase: 80000,
  max_uses: 500,
  current_uses: 37,
  expires_at,
});
