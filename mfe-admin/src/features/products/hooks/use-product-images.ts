import { useCallback, useEffect, useRef, useState } from 'react';
import { bus } from '@bonis/design-system/bus';
import { getSupabase } from '@bonis/supabase-client';
import { BYTES_PER_MB, imageMessages, validateImages } from '../../../lib/image-files';
import { removeProductImages, uploadProductImage } from '../api/product-images';
import { MAX_PRODUCT_IMAGES } from '../schemas/product-form';

/** The bucket's limit (the storage server enforces it too). */
export const MAX_IMAGE_BYTES = 5 * BYTES_PER_MB;

export const IMAGE_MESSAGES = imageMessages(MAX_PRODUCT_IMAGES, MAX_IMAGE_BYTES);

/** One place of the product's images: stored (an object path or a URL) or still uploading. */
export type ImageSlot =
  { key: string; status: 'ready'; path: string } | { key: string; status: 'uploading'; file: File };

export interface UploadBatch {
  /** files of the current batch finished (uploaded or failed) */
  done: number;
  total: number;
}

const toast = (title: string, description?: string, tone: 'error' | 'warning' = 'error') =>
  bus.getState().toastRequested({ title, description, tone });

let slotCounter = 0;
const nextKey = () => {
  slotCounter += 1;
  return `image-${slotCounter}`;
};

/**
 * The images of one opening of the product dialog (the form's session): the product's own,
 * plus files uploaded at once to the product-images bucket (several in parallel, each with its
 * own state; a failure is a toast and the others go on), reordered and removed in place. It
 * remembers what this opening uploaded: when the dialog closes without a save (`keep`), it
 * removes those files again, including uploads that finish after the dialog was closed.
 */
export function useProductImages(product: { images: readonly string[] } | null) {
  const [initial] = useState<readonly string[]>(() => product?.images ?? []);
  const [slots, setSlots] = useState<ImageSlot[]>(() =>
    initial.map((path) => ({ key: nextKey(), status: 'ready', path })),
  );
  const [batch, setBatch] = useState<UploadBatch | null>(null);
  const sessionUploads = useRef(new Set<string>());
  const discarded = useRef(false);
  const mounted = useRef(true);
  // whether the last save went through, once it is answered
  const saved = useRef<Promise<boolean>>(Promise.resolve(false));

  /**
   * The dialog closed without a save: removes from storage what this opening uploaded (nothing
   * of it was saved), now and as late uploads land. Failures are logged.
   */
  const discardSession = useCallback(() => {
    discarded.current = true;
    const paths = [...sessionUploads.current];
    if (paths.length === 0) return;
    void removeProductImages(getSupabase(), paths).catch((error: unknown) =>
      console.warn('[products] could not remove cancelled uploads', error),
    );
  }, []);

  useEffect(() => {
    mounted.current = true;
    discarded.current = false;
    return () => {
      mounted.current = false;
      // closed while a save was on its way: its answer decides (and a remount, as StrictMode's,
      // is no close)
      void saved.current.then((done) => {
        if (!done && !mounted.current) discardSession();
      });
    };
  }, [discardSession]);

  const finishOne = useCallback(() => {
    setBatch((current) => {
      if (!current) return current;
      const done = current.done + 1;
      return done >= current.total ? null : { ...current, done };
    });
  }, []);

  const upload = useCallback(
    async (key: string, file: File) => {
      try {
        const path = await uploadProductImage(getSupabase(), file);
        sessionUploads.current.add(path);
        if (discarded.current) {
          // the dialog was cancelled while this file was on its way
          await removeProductImages(getSupabase(), [path]).catch((error: unknown) =>
            console.warn('[products] could not remove a cancelled upload', error),
          );
          return;
        }
        if (!mounted.current) return;
        setSlots((current) =>
          current.map((slot) => (slot.key === key ? { key, status: 'ready', path } : slot)),
        );
      } catch {
        if (!mounted.current) return;
        setSlots((current) => current.filter((slot) => slot.key !== key));
        toast(`Error al subir imagen: ${file.name}`);
      } finally {
        if (mounted.current) finishOne();
      }
    },
    [finishOne],
  );

  /** Adds picked or dropped files: refusals are toasts, what fits starts uploading. */
  const add = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      if (slots.length >= MAX_PRODUCT_IMAGES) {
        toast(IMAGE_MESSAGES.limitReached.title, IMAGE_MESSAGES.limitReached.message, 'warning');
        return;
      }
      const { accepted, errors } = validateImages(files, {
        current: slots.length,
        maxFiles: MAX_PRODUCT_IMAGES,
        maxSizeBytes: MAX_IMAGE_BYTES,
        messages: IMAGE_MESSAGES,
      });
      for (const error of errors) {
        const about = error.file ? ` (${error.file.name})` : '';
        toast(
          error.title,
          `${error.message}${about}`,
          error.code === 'too-many' ? 'warning' : 'error',
        );
      }
      if (accepted.length === 0) return;
      const added = accepted.map((file) => ({
        key: nextKey(),
        status: 'uploading' as const,
        file,
      }));
      setSlots((current) => [...current, ...added]);
      setBatch((current) => ({
        done: current?.done ?? 0,
        total: (current?.total ?? 0) + added.length,
      }));
      for (const slot of added) void upload(slot.key, slot.file);
    },
    [slots.length, upload],
  );

  /** The picker was opened or files dropped with no room left: 'Límite alcanzado'. */
  const limitReached = useCallback(() => {
    toast(IMAGE_MESSAGES.limitReached.title, IMAGE_MESSAGES.limitReached.message, 'warning');
  }, []);

  /** Moves the image at `index` one place left (-1) or right (+1). */
  const move = useCallback((index: number, delta: -1 | 1) => {
    setSlots((current) => {
      const target = index + delta;
      const moved = current[index];
      const other = current[target];
      if (!moved || !other) return current;
      const next = [...current];
      next[target] = moved;
      next[index] = other;
      return next;
    });
  }, []);

  const remove = useCallback((index: number) => {
    setSlots((current) => current.filter((_, i) => i !== index));
  }, []);

  /** A save of these images: once it goes through, closing the dialog removes nothing. */
  const keep = useCallback(<T>(save: Promise<T>): Promise<T> => {
    saved.current = save.then(
      () => true,
      () => false,
    );
    return save;
  }, []);

  const paths = slots.flatMap((slot) => (slot.status === 'ready' ? [slot.path] : []));
  return {
    slots,
    paths,
    batch,
    uploading: slots.some((slot) => slot.status === 'uploading'),
    full: slots.length >= MAX_PRODUCT_IMAGES,
    add,
    limitReached,
    move,
    remove,
    keep,
    /** Images a save may let go of: the product's earlier ones and this opening's uploads. */
    candidates: () => [...initial, ...sessionUploads.current],
  };
}

export type ProductImages = ReturnType<typeof useProductImages>;
