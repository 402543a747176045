export { ImageUploader, type ImageUploaderProps } from './image-uploader';
export {
  BYTES_PER_MB,
  defaultImageMessages,
  isImageFile,
  validateImages,
  type ImageUploadError,
  type ImageUploadErrorCode,
  type ImageUploadMessage,
  type ImageUploaderMessages,
  type RemoteImage,
  type UploaderImage,
  type ValidateImagesOptions,
} from './validate-images';
