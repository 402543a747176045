import { useId } from 'react';
import { Progress } from '@bonis/design-system';
import { getSupabase, productImageUrl } from '@bonis/supabase-client';
import { formatMegabytes } from '../../../lib/image-files';
import { FilePreview } from '../../../lib/file-preview';
import { useFileDrop } from '../../../lib/use-file-drop';
import { MAX_BANNER_IMAGE_BYTES, type BannerImageUpload } from '../hooks/use-banner-image-upload';
import {
  DropZone as Zone,
  HiddenInput,
  ImageFieldset,
  Legend,
  ZoneText,
  ZoneTitle,
} from '../../../lib/file-drop.styles';
import { FieldError, Frame, FrameEmpty, Notice, Uploading } from './banners.styles';

/** Spec §2/§9: the notice over the banner's image. */
export const SIZE_NOTICE = `Tamaño recomendado: 1920 × 700 px (proporción 2,74:1). Máximo ${formatMegabytes(
  MAX_BANNER_IMAGE_BYTES,
)} por imagen.`;

export interface BannerImageFieldProps {
  /** the form's image: an object path of the bucket or a URL; '' for none */
  image: string;
  upload: BannerImageUpload;
  /** the form's error for the image ('Debes subir una imagen para el banner') */
  error?: string;
  disabled?: boolean;
}

/**
 * The banner's image: the size notice, a preview cropped as the home's hero crops it
 * (1920 × 700), and a drop zone that is a real, labelled file input ('Imagen del banner'), so
 * click and keyboard work. Only images are offered by the picker; the hook refuses anything
 * else and files over 5MB.
 */
export function BannerImageField({
  image,
  upload,
  error,
  disabled = false,
}: BannerImageFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const busy = upload.uploading !== null;
  const { dragging, onChange, zone } = useFileDrop({
    disabled: disabled || busy,
    onFiles: upload.add,
  });
  const url = productImageUrl(getSupabase(), image);

  return (
    <ImageFieldset disabled={disabled}>
      <Legend>Imagen</Legend>
      <Notice id={hintId}>{SIZE_NOTICE}</Notice>
      <Frame aria-busy={busy || undefined}>
        {upload.uploading ? (
          <FilePreview file={upload.uploading} />
        ) : url ? (
          <img src={url} alt="Vista previa del banner" />
        ) : (
          <FrameEmpty>Sin imagen</FrameEmpty>
        )}
        {upload.uploading && (
          <Uploading>
            <Progress label={`Subiendo ${upload.uploading.name}`} size="sm" />
          </Uploading>
        )}
      </Frame>
      <Zone
        htmlFor={inputId}
        data-state={busy ? 'busy' : dragging ? 'dragging' : 'idle'}
        data-invalid={error ? 'true' : undefined}
        {...zone}
      >
        <ZoneTitle>{image ? 'Cambiar imagen' : 'Subir imagen'}</ZoneTitle>
        <ZoneText>
          {busy ? 'Subiendo imagen…' : 'Arrastra y suelta o haz clic para elegir un archivo.'}
        </ZoneText>
        <HiddenInput
          id={inputId}
          type="file"
          accept="image/*"
          aria-label="Imagen del banner"
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          disabled={disabled || busy}
          onChange={onChange}
        />
      </Zone>
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </ImageFieldset>
  );
}
