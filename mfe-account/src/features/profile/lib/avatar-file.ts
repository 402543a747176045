/** The avatars bucket's limits (migration 20261121100500): under 2 MB, raster images only. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'];

export const AVATAR_MESSAGES = {
  notImage: 'El archivo debe ser una imagen',
  tooBig: 'La imagen debe ser menor a 2MB',
  format: 'Usa una imagen JPG, PNG, WebP, GIF o AVIF',
  uploadFailed: 'No se pudo subir la imagen',
  saveFailed: 'No se pudo actualizar el avatar',
  uploaded: 'Foto de perfil actualizada',
  presetSaved: 'Avatar actualizado',
} as const;

/**
 * What is wrong with a chosen file, in the spec's words, or null. The storage bucket checks the
 * same again, since the browser can be bypassed.
 */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return AVATAR_MESSAGES.notImage;
  if (file.size >= AVATAR_MAX_BYTES) return AVATAR_MESSAGES.tooBig;
  // an SVG can carry script and other formats don't show everywhere: the bucket refuses them
  if (!AVATAR_TYPES.includes(file.type)) return AVATAR_MESSAGES.format;
  return null;
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/** `<user id>/<random>.<ext>`: the bucket's policies let a shopper write only in their folder. */
export function avatarPath(
  userId: string,
  type: string,
  random: string = crypto.randomUUID(),
): string {
  return `${userId}/${random}.${EXTENSIONS[type] ?? 'img'}`;
}

/**
 * The object path of an avatar stored in this user's folder of the avatars bucket, from its
 * public URL, or null (a URL elsewhere is never deleted).
 */
export function ownAvatarPath(url: string | null, userId: string): string | null {
  if (!url) return null;
  const marker = '/storage/v1/object/public/avatars/';
  const at = url.indexOf(marker);
  if (at < 0) return null;
  const path = decodeURIComponent(url.slice(at + marker.length).split(/[?#]/)[0] ?? '');
  return path.startsWith(`${userId}/`) && !path.includes('..') ? path : null;
}

/**
 * The shopper's message for an upload the storage service refused. Its own messages are
 * English, so the bucket's two limits are told in the spec's words; anything else gets the
 * spec's fallback.
 */
export function uploadRefusal(error: unknown): string {
  const status =
    typeof error === 'object' && error !== null
      ? Number(
          (error as { status?: unknown; statusCode?: unknown }).status ??
            (error as { statusCode?: unknown }).statusCode,
        )
      : NaN;
  if (status === 413) return AVATAR_MESSAGES.tooBig;
  if (status === 415) return AVATAR_MESSAGES.format;
  return AVATAR_MESSAGES.uploadFailed;
}
