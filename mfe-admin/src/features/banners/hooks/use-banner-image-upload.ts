import { useCallback, useEffect, useRef, useState } from 'react';
import { bus } from '@bonis/design-system/bus';
import { getSupabase } from '@bonis/supabase-client';
import { BYTES_PER_MB, imageMessages, validateImages } from '../../../lib/image-files';
import { removeBannerImages, uploadBannerImage } from '../api/banner-images';

/** Spec §5/§9: a banner image weighs at most 5MB (the bucket enforces it too). */
export const MAX_BANNER_IMAGE_BYTES = 5 * BYTES_PER_MB;

/** 'Archivo muy grande' / 'La imagen no debe superar 5MB'; 'Archivo no válido' for non-images. */
export const BANNER_IMAGE_MESSAGES = imageMessages(1, MAX_BANNER_IMAGE_BYTES);

export const UPLOADED = 'Imagen subida';
export const UPLOAD_ERROR = 'No se pudo subir la imagen';

const toast = (title: string, tone: 'success' | 'error', description?: string) =>
  bus.getState().toastRequested({ title, description, tone });

const logRemoval = (error: unknown) =>
  console.warn('[banners] could not remove an unsaved banner image', error);

export interface BannerImageUploadOptions {
  /** the form's image now (an object path or URL; '' for none) */
  current: () => string;
  /** puts an uploaded image's path in the form */
  onUploaded: (path: string) => void;
}

/**
 * The banner dialog's image: a picked or dropped file is checked (an image, at most 5MB; a
 * refusal is a toast), uploaded at once under `banners/` ('Imagen subida', or 'No se pudo subir
 * la imagen') and put in the form. Nothing this dialog uploaded is left behind unsaved: an image
 * replaced by a newer upload is removed at once, and when the dialog goes (saved or cancelled)
 * every upload but the saved one is removed — also one still on its way.
 */
export function useBannerImageUpload({ current, onUploaded }: BannerImageUploadOptions) {
  const [uploading, setUploading] = useState<File | null>(null);
  const session = useRef(new Set<string>());
  const saved = useRef<string | null>(null);
  const closed = useRef(false);
  const latest = useRef({ current, onUploaded });
  useEffect(() => {
    latest.current = { current, onUploaded };
  });

  useEffect(() => {
    closed.current = false;
    const uploads = session.current;
    return () => {
      closed.current = true;
      const unsaved = [...uploads].filter((path) => path !== saved.current);
      uploads.clear();
      void removeBannerImages(getSupabase(), unsaved).catch(logRemoval);
    };
  }, []);

  const upload = useCallback(async (file: File) => {
    setUploading(file);
    try {
      const path = await uploadBannerImage(getSupabase(), file);
      if (closed.current) {
        // the dialog went while this file was on its way: nothing will save it
        await removeBannerImages(getSupabase(), [path]).catch(logRemoval);
        return;
      }
      session.current.add(path);
      const replaced = latest.current.current();
      latest.current.onUploaded(path);
      if (session.current.has(replaced)) {
        // an earlier upload of this dialog, never saved
        session.current.delete(replaced);
        void removeBannerImages(getSupabase(), [replaced]).catch(logRemoval);
      }
      toast(UPLOADED, 'success');
    } catch {
      if (!closed.current) toast(UPLOAD_ERROR, 'error');
    } finally {
      if (!closed.current) setUploading(null);
    }
  }, []);

  /** Files picked or dropped: the first one is checked and uploaded; refusals are toasts. */
  const add = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0 || uploading) return;
      const { accepted, errors } = validateImages(files.slice(0, 1), {
        current: 0,
        maxFiles: 1,
        maxSizeBytes: MAX_BANNER_IMAGE_BYTES,
        messages: BANNER_IMAGE_MESSAGES,
      });
      for (const error of errors) toast(error.title, 'error', error.message);
      const file = accepted[0];
      if (file) void upload(file);
    },
    [upload, uploading],
  );

  /** The form saved `path`: it stays when the dialog goes. */
  const keep = useCallback((path: string) => {
    saved.current = path;
  }, []);

  return { uploading, add, keep };
}

export type BannerImageUpload = ReturnType<typeof useBannerImageUpload>;
