import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import type { ProductPayload } from '../schemas/product-form';
import { productKeys } from './keys';
import { removeUnreferencedImages } from './product-images';

/** Creates a product; returns its id. */
export async function createProduct(client: BonisClient, payload: ProductPayload): Promise<string> {
  const { data, error } = await client.from('products').insert(payload).select('id').single();
  if (error) throw error;
  return data.id;
}

/**
 * Updates a product by id. No row back (it was deleted meanwhile, or RLS refused) is an error
 * too (`.single()` reports it), never a silent success.
 */
export async function updateProduct(
  client: BonisClient,
  id: string,
  payload: ProductPayload,
): Promise<string> {
  const { data, error } = await client
    .from('products')
    .update(payload)
    .eq('id', id)
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

export interface SaveProductInput {
  /** the product edited; undefined creates one */
  id?: string;
  payload: ProductPayload;
  /**
   * Images the dialog let go of: the product's earlier images and this session's uploads. Those
   * not saved and referenced by no product are removed from storage after the save.
   */
  candidates: readonly string[];
}

/** Saves the dialog's product, then cleans up the images it no longer uses. */
export async function saveProduct(
  client: BonisClient,
  { id, payload, candidates }: SaveProductInput,
): Promise<string> {
  const savedId = id
    ? await updateProduct(client, id, payload)
    : await createProduct(client, payload);
  const dropped = candidates.filter((image) => !payload.images.includes(image));
  if (dropped.length > 0) await removeUnreferencedImages(client, dropped);
  return savedId;
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveProductInput) => saveProduct(getSupabase(), input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
