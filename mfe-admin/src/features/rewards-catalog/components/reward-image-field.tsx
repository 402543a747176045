import { useId } from 'react';
import { Button, Progress } from '@bonis/design-system';
import { getSupabase, productImageUrl } from '@bonis/supabase-client';
import { FilePreview } from '../../../lib/file-preview';
import {
  DropZone,
  HiddenInput,
  ImageFieldset,
  Legend,
  ZoneText,
  ZoneTitle,
} from '../../../lib/file-drop.styles';
import { formatMegabytes } from '../../../lib/image-files';
import { useFileDrop } from '../../../lib/use-file-drop';
import { MAX_REWARD_IMAGE_BYTES, type RewardImage } from '../hooks/use-reward-image';
import { ImageActions, ImageRow, Preview } from './rewards.styles';

export const IMAGE_HINT = `Opcional. Una imagen cuadrada de hasta ${formatMegabytes(MAX_REWARD_IMAGE_BYTES)}.`;

/**
 * The reward's picture: a preview, a drop zone that is a real, labelled file input ('Imagen del
 * premio'; the picker offers only images, the session refuses anything else and files over 5MB)
 * and 'Quitar imagen'.
 */
export function RewardImageField({
  image,
  disabled = false,
}: {
  image: RewardImage;
  disabled?: boolean;
}) {
  const inputId = useId();
  const hintId = useId();
  const busy = image.uploading !== null;
  const { dragging, onChange, zone } = useFileDrop({
    disabled: disabled || busy,
    onFiles: image.add,
  });
  const url = productImageUrl(getSupabase(), image.image);

  return (
    <ImageFieldset disabled={disabled}>
      <Legend>Imagen</Legend>
      <ImageRow>
        <Preview aria-busy={busy || undefined}>
          {image.uploading ? (
            <>
              <FilePreview file={image.uploading} />
              <Progress label={`Subiendo ${image.uploading.name}`} size="sm" />
            </>
          ) : url ? (
            <img src={url} alt="Vista previa del premio" />
          ) : (
            <span>Sin imagen</span>
          )}
        </Preview>
        <DropZone
          htmlFor={inputId}
          data-state={busy ? 'busy' : dragging ? 'dragging' : 'idle'}
          {...zone}
        >
          <ZoneTitle>{image.image ? 'Cambiar imagen' : 'Subir imagen'}</ZoneTitle>
          <ZoneText id={hintId}>{busy ? 'Subiendo imagen…' : IMAGE_HINT}</ZoneText>
          <HiddenInput
            id={inputId}
            type="file"
            accept="image/*"
            aria-label="Imagen del premio"
            aria-describedby={hintId}
            disabled={disabled || busy}
            onChange={onChange}
          />
        </DropZone>
      </ImageRow>
      {image.image && !busy ? (
        <ImageActions>
          <Button size="sm" variant="ghost" onClick={image.clear} disabled={disabled}>
            Quitar imagen
          </Button>
        </ImageActions>
      ) : null}
    </ImageFieldset>
  );
}
