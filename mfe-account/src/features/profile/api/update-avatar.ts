import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { avatarPath, ownAvatarPath } from '../lib/avatar-file';
import { profileKeys } from './profile-keys';

const messageOf = (cause: unknown) =>
  typeof cause === 'object' && cause !== null && 'message' in cause
    ? String(cause.message)
    : String(cause);

/** Which step of saving an avatar failed: the message the shopper sees differs. */
export class AvatarStepError extends Error {
  readonly step: AvatarStep;

  constructor(step: AvatarStep, cause: unknown) {
    super(messageOf(cause), { cause });
    this.name = 'AvatarStepError';
    this.step = step;
  }
}

export type AvatarStep = 'upload' | 'save';

export interface UpdateAvatarInput {
  file: Blob;
  /** the address of the avatar it replaces, removed once the new one is saved */
  previousUrl: string | null;
  onStep?: (step: AvatarStep) => void;
}

/**
 * Uploads the image into the user's folder of the avatars bucket, saves its public URL on the
 * profile (an upsert, for a shopper whose row is missing) and then removes the file it replaced.
 * Returns the new URL.
 */
export async function updateAvatar(
  client: BonisClient,
  userId: string,
  { file, previousUrl, onStep }: UpdateAvatarInput,
): Promise<string> {
  onStep?.('upload');
  const path = avatarPath(userId, file.type);
  const bucket = client.storage.from('avatars');
  const upload = await bucket.upload(path, file, {
    upsert: true,
    contentType: file.type,
    cacheControl: '31536000',
  });
  if (upload.error) throw new AvatarStepError('upload', upload.error);
  const url = bucket.getPublicUrl(path).data.publicUrl;

  onStep?.('save');
  const { error } = await client
    .from('user_profiles')
    .upsert({ id: userId, avatar_url: url, updated_at: new Date().toISOString() });
  if (error) {
    await bucket.remove([path]);
    throw new AvatarStepError('save', error);
  }
  const previous = ownAvatarPath(previousUrl, userId);
  // tidying up: the new avatar is saved, so a failure here costs only storage
  if (previous && previous !== path) await bucket.remove([previous]).catch(() => undefined);
  return url;
}

export function useUpdateAvatar(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...profileKeys.user(userId), 'avatar'],
    mutationFn: (input: UpdateAvatarInput) => updateAvatar(getSupabase(), userId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.user(userId) }),
  });
}
