import { useCallback, useEffect, useRef, useState } from 'react';
import { bus } from '@bonis/design-system/bus';
import { getSupabase } from '@bonis/supabase-client';
import { BYTES_PER_MB, imageMessages, validateImages } from '../../../lib/image-files';
import type { RewardRow } from '../api/get-rewards';
import {
  isRewardObjectPath,
  removeRewardImages,
  removeUnusedRewardImages,
  uploadRewardImage,
} from '../api/reward-images';

/** Spec §5/§9 (the banners' and products' rule): an image, at most 5MB (the bucket too). */
export const MAX_REWARD_IMAGE_BYTES = 5 * BYTES_PER_MB;

/** 'Archivo muy grande' / 'La imagen no debe superar 5MB'; 'Archivo no válido' for non-images. */
export const REWARD_IMAGE_MESSAGES = imageMessages(1, MAX_REWARD_IMAGE_BYTES);

export const UPLOADED = 'Imagen subida';
export const UPLOAD_ERROR = 'No se pudo subir la imagen';

const toast = (title: string, tone: 'success' | 'error', description?: string) =>
  bus.getState().toastRequested({ title, description, tone });

const logRemoval = (error: unknown) =>
  console.warn('[rewards] could not remove an unsaved reward image', error);

/**
 * The image of one opening of the reward dialog (the form's session): the reward's own, or a
 * file picked or dropped, checked (an image, at most 5MB; a refusal is a toast) and uploaded at
 * once under `rewards/` ('Imagen subida' or 'No se pudo subir la imagen'), or none ('Quitar
 * imagen'). Nothing this opening uploaded is left behind unsaved: an upload replaced by a newer
 * one is removed at once, and when the dialog goes every upload but the saved one is removed,
 * also one still on its way. After a save, the image the reward let go of is removed when no
 * reward shows it.
 */
export function useRewardImage(reward: RewardRow | null) {
  const [initial] = useState(() => reward?.image_url ?? null);
  const [image, setImage] = useState<string | null>(initial);
  // the image now, for the callbacks (the state is what renders it)
  const shown = useRef(initial);
  const [uploading, setUploading] = useState<File | null>(null);
  const uploads = useRef(new Set<string>());
  const saved = useRef<string | null>(null);
  const closed = useRef(false);

  useEffect(() => {
    closed.current = false;
    const session = uploads.current;
    return () => {
      closed.current = true;
      const unsaved = [...session].filter((path) => path !== saved.current);
      session.clear();
      void removeRewardImages(getSupabase(), unsaved).catch(logRemoval);
    };
  }, []);

  /** Puts `next` in place of the current image; an earlier, unsaved upload of this opening goes. */
  const replace = useCallback((next: string | null) => {
    const current = shown.current;
    if (current && current !== next && uploads.current.has(current)) {
      uploads.current.delete(current);
      void removeRewardImages(getSupabase(), [current]).catch(logRemoval);
    }
    shown.current = next;
    setImage(next);
  }, []);

  const upload = useCallback(
    async (file: File) => {
      setUploading(file);
      try {
        const path = await uploadRewardImage(getSupabase(), file);
        if (closed.current) {
          // the dialog went while this file was on its way: nothing will save it
          await removeRewardImages(getSupabase(), [path]).catch(logRemoval);
          return;
        }
        uploads.current.add(path);
        replace(path);
        toast(UPLOADED, 'success');
      } catch {
        if (!closed.current) toast(UPLOAD_ERROR, 'error');
      } finally {
        if (!closed.current) setUploading(null);
      }
    },
    [replace],
  );

  /** Files picked or dropped: the first one is checked and uploaded; refusals are toasts. */
  const add = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0 || uploading) return;
      const { accepted, errors } = validateImages(files.slice(0, 1), {
        current: 0,
        maxFiles: 1,
        maxSizeBytes: MAX_REWARD_IMAGE_BYTES,
        messages: REWARD_IMAGE_MESSAGES,
      });
      for (const error of errors) toast(error.title, 'error', error.message);
      const file = accepted[0];
      if (file) void upload(file);
    },
    [upload, uploading],
  );

  /** 'Quitar imagen': the reward is saved without one. */
  const clear = useCallback(() => replace(null), [replace]);

  /**
   * Runs the save: once it went through, the saved image stays when the dialog goes, and the
   * reward's former image is removed if no reward shows it any more.
   */
  const keep = useCallback(
    async <T>(save: Promise<T>): Promise<T> => {
      const result = await save;
      saved.current = image;
      if (initial && initial !== image && isRewardObjectPath(initial)) {
        void removeUnusedRewardImages(getSupabase(), [initial]);
      }
      return result;
    },
    [image, initial],
  );

  return { image, uploading, add, clear, keep };
}

export type RewardImage = ReturnType<typeof useRewardImage>;
