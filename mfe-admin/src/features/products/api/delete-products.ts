import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { removeUnreferencedImages } from './product-images';

/**
 * Deletes products by id (one statement: the database refuses all of them when one is in an
 * open order, with its own Spanish message), then removes their images that no other product
 * uses. No row deleted (RLS) is an error, not a silent success.
 */
export async function deleteProducts(client: BonisClient, ids: readonly string[]): Promise<void> {
  const { data, error } = await client
    .from('products')
    .delete()
    .in('id', [...ids])
    .select('id, images');
  if (error) throw error;
  if (data.length === 0) throw new Error('No product was deleted');
  await removeUnreferencedImages(
    client,
    data.flatMap((row) => row.images),
  );
}

/** `deleteProducts` with the page's client: the undoable delete's commit. */
export const commitProductDelete = (ids: string[]) => deleteProducts(getSupabase(), ids);
