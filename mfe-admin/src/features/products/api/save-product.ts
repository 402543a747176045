import type { BonisClient } from '@bonis/supabase-client';
import type { ProductPayload } from '../schemas/product-form';
import { removeUnreferencedImages } from './product-images';

/**
 * Creates a product, or updates it by id (no row back, deleted meanwhile or refused by RLS, is
 * an error too: `.single()` reports it); then removes from storage the images it let go of
 * (`candidates` not in the payload: its earlier images and the dialog's uploads) that no
 * product uses. Returns its id.
 */
export async function saveProduct(
  client: BonisClient,
  id: string | undefined,
  payload: ProductPayload,
  candidates: readonly string[],
): Promise<string> {
  const { data, error } = id
    ? await client.from('products').update(payload).eq('id', id).select('id').single()
    : await client.from('products').insert(payload).select('id').single();
  if (error) throw error;
  const dropped = candidates.filter((image) => !payload.images.includes(image));
  if (dropped.length > 0) await removeUnreferencedImages(client, dropped);
  return data.id;
}
