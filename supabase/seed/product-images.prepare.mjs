// @ts-check
/**
 * Run by the local server's storage seed before it uploads ./product-images (supabase/local
 * README, "Seed files in Storage"): writes the photo-weight JPEGs the seed's rows point at,
 * from the committed drawings, when they are missing or outdated. Not uploaded: it is outside
 * the objects folder. Before `supabase seed buckets` on a hosted project, run
 * `node supabase/scripts/seed-photos.mjs` instead.
 */
import { writeSeedPhotos } from '../scripts/seed-photos.mjs';

/** @param {{ dir: string, log: (line: string) => void }} options */
export default async function prepare({ dir, log }) {
  await writeSeedPhotos({ dir, log });
}
