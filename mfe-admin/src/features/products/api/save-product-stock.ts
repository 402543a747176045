import type { BonisClient } from '@bonis/supabase-client';
import type { ProductStockFormOutput } from '../schemas/product-form';

/**
 * Writes a product's stock and active flag, and nothing else: what staff ('Personal') may change
 * (the database refuses them any other column with its Spanish reason). A product gone meanwhile
 * is an error too (`.single()` reports no row).
 */
export async function saveProductStock(
  client: BonisClient,
  id: string,
  { stock_quantity, is_active }: ProductStockFormOutput,
): Promise<void> {
  const { error } = await client
    .from('products')
    .update({ stock_quantity, is_active })
    .eq('id', id)
    .select('id')
    .single();
  if (error) throw error;
}
