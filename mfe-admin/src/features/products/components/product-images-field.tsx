import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { Badge, IconButton, Progress } from '@bonis/design-system';
import { getSupabase, productImageUrl } from '@bonis/supabase-client';
import { formatMegabytes } from '../../../lib/image-files';
import { FilePreview } from '../../../lib/file-preview';
import { useFileDrop } from '../../../lib/use-file-drop';
import { MAX_IMAGE_BYTES, type ImageSlot, type ProductImages } from '../hooks/use-product-images';
import { MAX_PRODUCT_IMAGES } from '../schemas/product-form';
import {
  HiddenInput,
  ImageFieldset as Root,
  Legend,
  ZoneText,
  ZoneTitle,
} from '../../../lib/file-drop.styles';
import {
  Actions,
  BatchStatus,
  Caption,
  Item,
  List,
  MainBadge,
  Thumb,
  Zone,
} from './product-images-field.styles';

function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function RemoveIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

type Direction = 'left' | 'right';

export interface ProductImagesFieldProps {
  images: ProductImages;
  /** the product's name, for the images' alternative text */
  productName: string;
  disabled?: boolean;
}

/**
 * The dialog's images (spec §5): pick or drop up to five, each uploading on its own with an
 * indeterminate bar ('Subiendo…', the storage client reports no bytes) and a batch count;
 * reorder with 'Mover imagen N a la izquierda/derecha' (the first is the main image) and
 * remove. The design system's ImageUploader does not reorder nor show stored paths, so this
 * field has its own list, with the admin's image rules and messages (`lib/image-files`).
 */
export function ProductImagesField({
  images,
  productName,
  disabled = false,
}: ProductImagesFieldProps) {
  const inputId = useId();
  const titleId = useId();
  const hintId = useId();
  const { dragging, onChange, zone } = useFileDrop({
    disabled,
    onFiles: (files) => (images.full ? images.limitReached() : images.add(files)),
  });
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // after a move, focus stays with the moved image (its same arrow, or the other at an end)
  const focusAfterMove = useRef<{ key: string; direction: Direction } | null>(null);
  const { slots, batch, full } = images;

  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending) return;
    focusAfterMove.current = null;
    const other: Direction = pending.direction === 'left' ? 'right' : 'left';
    const same = buttons.current.get(`${pending.key}:${pending.direction}`);
    const target = same && !same.disabled ? same : buttons.current.get(`${pending.key}:${other}`);
    target?.focus();
  }, [slots]);

  const register = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  const onInputClick = (event: MouseEvent<HTMLInputElement>) => {
    if (!full) return;
    event.preventDefault();
    images.limitReached();
  };

  const move = (slot: ImageSlot, index: number, direction: Direction) => {
    focusAfterMove.current = { key: slot.key, direction };
    images.move(index, direction === 'left' ? -1 : 1);
  };

  const zoneState = full ? 'full' : dragging ? 'dragging' : 'idle';
  const name = productName.trim() || 'el producto';

  return (
    <Root disabled={disabled}>
      <Legend>Imágenes</Legend>
      <Zone htmlFor={inputId} data-state={zoneState} {...zone}>
        <ZoneTitle id={titleId}>Subir imágenes</ZoneTitle>
        <ZoneText id={hintId}>
          {full
            ? `Límite alcanzado: máximo ${MAX_PRODUCT_IMAGES} imágenes por producto`
            : `Arrastra y suelta o haz clic para elegir. Hasta ${MAX_PRODUCT_IMAGES} imágenes de ${formatMegabytes(MAX_IMAGE_BYTES)} como máximo; la primera es la principal.`}
        </ZoneText>
        <HiddenInput
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          disabled={disabled}
          aria-labelledby={titleId}
          aria-describedby={hintId}
          onClick={onInputClick}
          onChange={onChange}
        />
      </Zone>

      <BatchStatus role="status">
        {batch ? `Subiendo imágenes: ${batch.done} de ${batch.total}` : ''}
      </BatchStatus>

      {slots.length > 0 && (
        <List aria-label="Imágenes del producto">
          {slots.map((slot, index) => {
            const n = index + 1;
            const uploading = slot.status === 'uploading';
            const main = index === 0;
            return (
              <Item key={slot.key} data-main={main} aria-busy={uploading || undefined}>
                <Thumb data-state={slot.status}>
                  {uploading ? (
                    <FilePreview file={slot.file} />
                  ) : (
                    <img
                      src={productImageUrl(getSupabase(), slot.path)}
                      alt={`${name}, imagen ${n}${main ? ' (principal)' : ''}`}
                    />
                  )}
                  {main && !uploading && (
                    <MainBadge>
                      <Badge variant="info" size="sm">
                        Principal
                      </Badge>
                    </MainBadge>
                  )}
                </Thumb>
                {uploading ? (
                  <>
                    <Caption title={slot.file.name}>Subiendo… {slot.file.name}</Caption>
                    <Progress label={`Subiendo ${slot.file.name}`} hideLabel size="sm" />
                  </>
                ) : (
                  <Actions>
                    <IconButton
                      ref={register(`${slot.key}:left`)}
                      label={`Mover imagen ${n} a la izquierda`}
                      size="sm"
                      disabled={disabled || index === 0}
                      onClick={() => move(slot, index, 'left')}
                    >
                      <ArrowIcon direction="left" />
                    </IconButton>
                    <IconButton
                      label={`Quitar imagen ${n}`}
                      size="sm"
                      variant="danger"
                      disabled={disabled}
                      onClick={() => images.remove(index)}
                    >
                      <RemoveIcon />
                    </IconButton>
                    <IconButton
                      ref={register(`${slot.key}:right`)}
                      label={`Mover imagen ${n} a la derecha`}
                      size="sm"
                      disabled={disabled || index === slots.length - 1}
                      onClick={() => move(slot, index, 'right')}
                    >
                      <ArrowIcon direction="right" />
                    </IconButton>
                  </Actions>
                )}
              </Item>
            );
          })}
        </List>
      )}
    </Root>
  );
}
