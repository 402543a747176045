import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@bonis/design-system';
import { errorMessage as serverMessage } from './error-message';

/** How long the 'Deshacer' toast stays before the delete is committed. */
export const UNDO_DELAY_MS = 5000;

export interface UseUndoableDeleteOptions<Id> {
  /** Deletes the rows on the server; throw (a PostgREST error, say) to restore them. */
  commit: (ids: Id[]) => Promise<void>;
  /** Success toast after the commit, e.g. 'Producto eliminado correctamente'. */
  successMessage: string;
  /** Error toast when the server gives no Spanish message of its own. */
  errorMessage: string;
  /**
   * After the commit, either way (`error` undefined on success): invalidate the list here. When
   * it returns a promise (`queryClient.invalidateQueries(…)`) the rows stay hidden until it
   * settles, so they don't flash back before the list is read again.
   */
  onSettled?: (ids: Id[], error: unknown) => unknown;
  /** Default UNDO_DELAY_MS. */
  delayMs?: number;
}

export interface UndoableDelete<Id> {
  /** Hides `ids` at once and offers 'Deshacer'; `label` is the toast's description. */
  remove: (ids: Id[], label?: string) => void;
  /** Rows waiting for their commit: filter them out of what you render. */
  hiddenIds: readonly Id[];
}

interface Batch<Id> {
  ids: Id[];
  timer: ReturnType<typeof setTimeout>;
  toastId: string;
}

/**
 * Deletes with 'Deshacer' instead of a confirmation: `remove(ids, label)` hides the rows at
 * once and shows 'Eliminado' (the label as description) with a 'Deshacer' button for 5 s.
 * 'Deshacer' brings them back and nothing is sent; otherwise `commit(ids)` runs after 5 s — or at
 * once when the component unmounts or the page is hidden (`pagehide`), so a delete is never lost
 * by navigating away. Success shows `successMessage`; a failure shows the database's Spanish
 * message (P0001/42501) or `errorMessage`, and the rows come back.
 */
export function useUndoableDelete<Id extends string | number = string>(
  options: UseUndoableDeleteOptions<Id>,
): UndoableDelete<Id> {
  const [hiddenIds, setHiddenIds] = useState<readonly Id[]>([]);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const pending = useRef(new Map<number, Batch<Id>>());
  const nextKey = useRef(0);

  const show = useCallback((ids: readonly Id[]) => {
    setHiddenIds((current) => current.filter((id) => !ids.includes(id)));
  }, []);

  const run = useCallback(
    async (key: number) => {
      const batch = pending.current.get(key);
      if (!batch) return;
      pending.current.delete(key);
      clearTimeout(batch.timer);
      toast.dismiss(batch.toastId);
      const { commit, successMessage, errorMessage, onSettled } = latest.current;
      let failure: unknown;
      try {
        await commit(batch.ids);
        // a newer delete's 'Deshacer' may be on screen: keep it there
        if (pending.current.size === 0) toast.success(successMessage);
      } catch (error) {
        failure = error ?? new Error('delete failed');
        toast.error(serverMessage(error, errorMessage));
        show(batch.ids);
      }
      try {
        await onSettled?.(batch.ids, failure);
      } finally {
        if (failure === undefined) show(batch.ids);
      }
    },
    [show],
  );

  const undo = useCallback(
    (key: number) => {
      const batch = pending.current.get(key);
      if (!batch) return;
      pending.current.delete(key);
      clearTimeout(batch.timer);
      show(batch.ids);
    },
    [show],
  );

  const remove = useCallback(
    (ids: Id[], label?: string) => {
      if (ids.length === 0) return;
      const key = ++nextKey.current;
      const delay = latest.current.delayMs ?? UNDO_DELAY_MS;
      setHiddenIds((current) => [...current, ...ids.filter((id) => !current.includes(id))]);
      const toastId = toast.success('Eliminado', {
        description: label ?? (ids.length === 1 ? '1 elemento' : `${ids.length} elementos`),
        duration: delay,
        action: { label: 'Deshacer', onClick: () => undo(key) },
      });
      const timer = setTimeout(() => void run(key), delay);
      pending.current.set(key, { ids, timer, toastId });
    },
    [run, undo],
  );

  // leaving the page (unmount, tab closed, navigation away) commits what is pending
  useEffect(() => {
    const batches = pending.current;
    const commitAll = () => {
      for (const key of [...batches.keys()]) void run(key);
    };
    window.addEventListener('pagehide', commitAll);
    return () => {
      window.removeEventListener('pagehide', commitAll);
      commitAll();
    };
  }, [run]);

  return { remove, hiddenIds };
}
