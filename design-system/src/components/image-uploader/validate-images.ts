import { BYTES_PER_MB, formatMegabytes } from '../../formatters/formatters';

/** An image already stored (e.g. a product's current image), shown next to new files. */
export interface RemoteImage {
  url: string;
  /** used as the preview's description */
  name?: string;
}

/** What the uploader holds: new files still to upload, and images already stored. */
export type UploaderImage = File | RemoteImage;

export type ImageUploadErrorCode = 'too-many' | 'limit-reached' | 'too-large' | 'not-image';

export interface ImageUploadMessage {
  title: string;
  message: string;
}

export interface ImageUploadError extends ImageUploadMessage {
  code: ImageUploadErrorCode;
  /** the file refused, when one file is to blame */
  file?: File;
}

export interface ImageUploaderMessages {
  /** more files than fit: 'Límite de imágenes' / 'Máximo 5 imágenes por producto' */
  tooMany: ImageUploadMessage;
  /** the picker was opened with the uploader full: 'Límite alcanzado' */
  limitReached: ImageUploadMessage;
  /** 'Archivo muy grande' / 'La imagen no debe superar 5MB' */
  tooLarge: ImageUploadMessage;
  /** 'Archivo no válido' / 'El archivo debe ser una imagen' */
  notImage: ImageUploadMessage;
}

/** Bytes in a megabyte (the formatters' constant), for the limits' defaults. */
export { BYTES_PER_MB };

/** The spec's messages for the given limits. */
export function defaultImageMessages(
  maxFiles: number,
  maxSizeBytes: number,
): ImageUploaderMessages {
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

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

export function isFile(image: UploaderImage): image is File {
  return typeof File !== 'undefined' && image instanceof File;
}

export interface ValidateImagesOptions {
  /** how many images the uploader holds already */
  current: number;
  maxFiles: number;
  maxSizeBytes: number;
  messages: ImageUploaderMessages;
}

/**
 * Splits picked or dropped files into those accepted and the reasons for refusing the rest:
 * each file must be an image and within the size limit; files that would pass `maxFiles` are
 * refused together with one 'too many' error.
 */
export function validateImages(
  files: readonly File[],
  { current, maxFiles, maxSizeBytes, messages }: ValidateImagesOptions,
): { accepted: File[]; errors: ImageUploadError[] } {
  const accepted: File[] = [];
  const errors: ImageUploadError[] = [];
  let overflow = false;
  for (const file of files) {
    if (!isImageFile(file)) {
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
