import {
  useCallback,
  useId,
  useState,
  type ChangeEvent,
  type DragEvent,
  type MouseEvent,
  type Ref,
} from 'react';
import { formatMegabytes } from '../../formatters';
import {
  ErrorItem,
  Errors,
  HiddenInput,
  Preview,
  Previews,
  Progress,
  RemoveButton,
  Root,
  Zone,
  ZoneIcon,
  ZoneText,
  ZoneTitle,
} from './image-uploader.styles';
import {
  BYTES_PER_MB,
  defaultImageMessages,
  isFile,
  validateImages,
  type ImageUploadError,
  type ImageUploaderMessages,
  type UploaderImage,
} from './validate-images';

export interface ImageUploaderProps {
  /** the images (controlled): new files and already stored images */
  value?: readonly UploaderImage[];
  defaultValue?: readonly UploaderImage[];
  /** called with the whole new list after files are added or one is removed */
  onChange?: (images: UploaderImage[]) => void;
  /** called with each refusal, also shown inline */
  onError?: (error: ImageUploadError) => void;
  /** 5 by default (spec: maximum 5 images per product); with 1, a new pick replaces the image */
  maxFiles?: number;
  /** 5MB by default (banners); the avatar uses 2MB */
  maxSizeBytes?: number;
  /** override any of the refusal texts, e.g. the avatar's 'La imagen debe ser menor a 2MB' */
  messages?: Partial<ImageUploaderMessages>;
  /** the `accept` of the file input; only images are ever accepted */
  accept?: string;
  /** the drop zone's title and the input's name; 'Subir imágenes' */
  label?: string;
  /** the line under the title; describes the limits by default */
  description?: string;
  /** upload progress in percent per image, by index; `null`/`undefined` when not uploading */
  uploading?: readonly (number | null | undefined)[];
  disabled?: boolean;
  /** the file input's id and name */
  id?: string;
  name?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

function UploadIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none">
      <path
        d="M12 16V4m0 0l-4.5 4.5M12 4l4.5 4.5M4 15v3a2 2 0 002 2h12a2 2 0 002-2v-3"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A file's preview through an object URL, created when the <img> mounts and revoked when it
 * unmounts or the file changes (a React 19 ref cleanup: no state, no effect).
 */
function FilePreview({ file, alt }: { file: File; alt: string }) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return undefined;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} alt={alt} />;
}

/**
 * Drag and drop or pick images (a real, labelled file input, so click and keyboard work), with
 * previews, remove buttons and the spec's limits: count, size, images only. Refusals are shown
 * inline in an alert and reported through `onError`.
 */
export function ImageUploader({
  value,
  defaultValue = [],
  onChange,
  onError,
  maxFiles = 5,
  maxSizeBytes = 5 * BYTES_PER_MB,
  messages,
  accept = 'image/*',
  label = 'Subir imágenes',
  description,
  uploading,
  disabled = false,
  id,
  name,
  className,
  ref,
}: ImageUploaderProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const titleId = `${generatedId}-title`;
  const descriptionId = `${generatedId}-description`;

  const [internal, setInternal] = useState<readonly UploaderImage[]>(defaultValue);
  const [errors, setErrors] = useState<ImageUploadError[]>([]);
  const [dragging, setDragging] = useState(false);
  const images = value ?? internal;
  const replaces = maxFiles === 1;
  const full = !replaces && images.length >= maxFiles;
  const allMessages = { ...defaultImageMessages(maxFiles, maxSizeBytes), ...messages };

  const update = (next: UploaderImage[]) => {
    if (value === undefined) setInternal(next);
    onChange?.(next);
  };

  const report = (next: ImageUploadError[]) => {
    setErrors(next);
    next.forEach((error) => onError?.(error));
  };

  const add = (files: readonly File[]) => {
    if (disabled || files.length === 0) return;
    const { accepted, errors: refused } = validateImages(files, {
      current: replaces ? 0 : images.length,
      maxFiles,
      maxSizeBytes,
      messages: allMessages,
    });
    report(refused);
    if (accepted.length > 0) update(replaces ? accepted : [...images, ...accepted]);
  };

  const remove = (index: number) => {
    setErrors([]);
    update(images.filter((_, i) => i !== index));
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // lets the same file be picked again after it was removed
    event.target.value = '';
    add(files);
  };

  const onInputClick = (event: MouseEvent<HTMLInputElement>) => {
    if (!full) return;
    event.preventDefault();
    report([{ code: 'limit-reached', ...allMessages.limitReached }]);
  };

  const onDragOver = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    if (disabled) return;
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const onDragLeave = (event: DragEvent<HTMLLabelElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    setDragging(false);
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    if (full) {
      report([{ code: 'too-many', ...allMessages.tooMany }]);
      return;
    }
    add(Array.from(event.dataTransfer.files));
  };

  const zoneState = disabled ? 'disabled' : dragging ? 'dragging' : full ? 'full' : 'idle';
  const limits =
    description ??
    (replaces
      ? `Una imagen de hasta ${formatMegabytes(maxSizeBytes)}`
      : `Hasta ${maxFiles} imágenes de ${formatMegabytes(maxSizeBytes)} como máximo`);

  return (
    <Root ref={ref} className={className} data-state={full ? 'full' : 'open'}>
      <Zone
        htmlFor={inputId}
        data-state={zoneState}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <ZoneIcon>
          <UploadIcon />
        </ZoneIcon>
        <ZoneTitle id={titleId}>{label}</ZoneTitle>
        <ZoneText id={descriptionId}>
          {full
            ? allMessages.limitReached.message
            : `Arrastra y suelta o haz clic para elegir. ${limits}.`}
        </ZoneText>
        <HiddenInput
          id={inputId}
          name={name}
          type="file"
          accept={accept}
          multiple={!replaces}
          disabled={disabled}
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          onChange={onInputChange}
          onClick={onInputClick}
        />
      </Zone>

      <Errors role="alert">
        {errors.map((error, index) => (
          <ErrorItem key={`${error.code}-${index}`} data-variant={error.code}>
            <strong>{error.title}:</strong>
            {error.message}
            {error.file ? ` (${error.file.name})` : ''}
          </ErrorItem>
        ))}
      </Errors>

      {images.length > 0 && (
        <Previews aria-label="Imágenes seleccionadas">
          {images.map((image, index) => {
            const n = index + 1;
            const progress = uploading?.[index];
            const busy = progress !== null && progress !== undefined;
            const key = isFile(image)
              ? `file-${image.name}-${image.size}-${image.lastModified}-${index}`
              : `url-${image.url}`;
            const alt = `Imagen ${n}${isFile(image) ? `: ${image.name}` : image.name ? `: ${image.name}` : ''}`;
            return (
              <Preview
                key={key}
                data-state={busy ? 'uploading' : 'ready'}
                aria-busy={busy || undefined}
              >
                {isFile(image) ? (
                  <FilePreview file={image} alt={alt} />
                ) : (
                  <img src={image.url} alt={alt} />
                )}
                {busy && (
                  <Progress
                    max={100}
                    value={Math.min(100, Math.max(0, progress))}
                    aria-label={`Subiendo imagen ${n}`}
                  />
                )}
                <RemoveButton
                  type="button"
                  aria-label={`Quitar imagen ${n}`}
                  disabled={disabled || busy}
                  onClick={() => remove(index)}
                >
                  <CloseIcon />
                </RemoveButton>
              </Preview>
            );
          })}
        </Previews>
      )}
    </Root>
  );
}
