import type { BonisClient } from '@bonis/supabase-client';
import {
  hasRows,
  removeImages,
  removeUnreferencedImages,
  uploadImage,
} from '../../../lib/bucket-images';

/** The folder of the product-images bucket that holds reward images. */
export const REWARDS_FOLDER = 'rewards';

/** `rewards/<name>`: an object path of a reward image, the only kind this screen removes. */
const REWARD_OBJECT_PATH = /^rewards\/[\w-]+(?:\.[\w-]+)*$/;

/** Whether an `image_url` is a reward image of the bucket (so ours to remove when unused). */
export function isRewardObjectPath(image: string | null | undefined): image is string {
  return REWARD_OBJECT_PATH.test(image?.trim() ?? '');
}

const rewardPaths = (images: readonly (string | null | undefined)[]) =>
  images.filter(isRewardObjectPath).map((path) => path.trim());

/** Uploads a reward image under `rewards/`; returns what `rewards_catalog.image_url` stores. */
export const uploadRewardImage = (client: BonisClient, file: File) =>
  uploadImage(client, REWARDS_FOLDER, file);

/** Removes reward images from the bucket: `rewards/` object paths only, never URLs. */
export const removeRewardImages = (
  client: BonisClient,
  images: readonly (string | null | undefined)[],
) => removeImages(client, rewardPaths(images));

/** Whether some reward still shows the image. */
const isReferenced = (client: BonisClient, path: string) =>
  hasRows(
    client
      .from('rewards_catalog')
      .select('id', { count: 'exact', head: true })
      .eq('image_url', path),
  );

/**
 * After a save that replaced or dropped an image: removes each `rewards/` object path no reward
 * shows any more (never at a delete: a 'Deshacer' needs it). URLs and other folders are never
 * touched; a failure is logged, not reported (the reward is saved).
 */
export const removeUnusedRewardImages = (
  client: BonisClient,
  images: readonly (string | null | undefined)[],
) => removeUnreferencedImages(client, rewardPaths(images), isReferenced);
