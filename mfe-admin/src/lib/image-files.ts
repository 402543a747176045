/**
 * The admin's rules for image files (spec §5 product images, §9 banner images): an image, of at
 * most the size given, and no more files than fit. Shared by the products and banners features,
 * which upload each file themselves; the design system's ImageUploader applies the same rules to
 * its own list, but they are internal to it (not part of its public API since 2.0.0).
 */

import { formatMegabytes } from '@bonis/design-system';

export const BYTES_PER_MB = 1024 * 1024;

/** `5 * BYTES_PER_MB` → '5MB', `1.5 * BYTES_PER_MB` → '1,5MB': the design system's formatter. */
export { formatMegabytes };

export interface ImageMessage {
  title: string;
  message: string;
}

export interface ImageMessages {
  /** more files than fit: 'Límite de imágenes' / 'Máximo 5 imágenes por producto' */
  tooMany: ImageMessage;
  /** the picker was opened with no room left: 'Límite alcanzado' */
  limitReached: ImageMessage;
  /** 'Archivo muy grande' / 'La imagen no debe superar 5MB' */
  tooLarge: ImageMessage;
  /** 'Archivo no válido' / 'El archivo debe ser una imagen' */
  notImage: ImageMessage;
}

/** The spec's messages for the given limits. */
export function imageMessages(maxFiles: number, maxSizeBytes: number): ImageMessages {
  const countMessage = `Máximo ${maxFiles} ${maxFiles === 1 ? 'imagen' : 'imágenes'} por producto`;
  return {
    tooMany: { title: 'Límite de imágenes', message: countMessage },
    limitReached: { title: 'Límite alcanzado', message: countMessage },
    tooLarge: {
      title: 'Archivo muy grande',
      message: `La imagen no debe superar ${formatMegabytes(maxSizeBytes)}`,
    },
    notImage: { title: 'Archivo no válido', message: 'El archivo debe ser una imagen' },
  };
}

export interface ImageRefusal extends ImageMessage {
  code: 'too-many' | 'too-large' | 'not-image';
  /** the file refused, when one file is to blame */
  file?: File;
}

export interface ImageLimits {
  /** how many images are held already */
  current: number;
  maxFiles: number;
  maxSizeBytes: number;
  messages: ImageMessages;
}

/**
 * Splits picked or dropped files into those accepted and the reasons for refusing the rest: each
 * file must be an image within the size limit; files past `maxFiles` are refused together, with
 * one 'too many' refusal.
 */
export function validateImages(
  files: readonly File[],
  { current, maxFiles, maxSizeBytes, messages }: ImageLimits,
): { accepted: File[]; errors: ImageRefusal[] } {
  const accepted: File[] = [];
  const errors: ImageRefusal[] = [];
  let overflow = false;
  for (const file of files) {
    if (!file.type.startsWith('image/')) {
      errors.push({ code: 'not-image', ...messages.notImage, file });
    } else if (file.size > maxSizeBytes) {
      errors.push({ code: 'too-large', ...messages.tooLarge, file });
    } else if (current + accepted.length >= maxFiles) {
      overflow = true;
    } else {
      accepted.push(file);
    }
  }
  if (overflow) errors.push({ code: 'too-many', ...messages.tooMany });
  return { accepted, errors };
}
