import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@bonis/design-system';
import { getSupabase } from '@bonis/supabase-client';
import { errorMessage as serverMessage } from './error-message';
import { restoreDeleted, softDelete, type SoftDeleteTable } from './soft-delete';

/** How long the 'Eliminado' toast offers 'Deshacer'. */
export const UNDO_TOAST_MS = 5000;

/** The toast after a delete went through: the label is its description. */
export const DELETED_TITLE = 'Eliminado';
/** The toast after 'Deshacer' brought the rows back. */
export const RESTORED_TITLE = 'Restaurado';
/** A failed 'Deshacer' when the database gives no Spanish message of its own. */
export const RESTORE_ERROR = 'No se pudo deshacer la eliminación';

export interface UseUndoableDeleteOptions {
  /** Where the rows live (`admin_delete`'s `p_table`). */
  table: SoftDeleteTable;
  /** Error toast of a refused delete when the database gives no Spanish message of its own. */
  errorMessage: string;
  /**
   * After the database answered a delete or a 'Deshacer', either way: invalidate the list here.
   * When it returns a promise (`queryClient.invalidateQueries(…)`) deleted rows stay hidden
   * until it settles, so they don't flash back before the list is read again.
   */
  onSettled?: (ids: string[], error: unknown) => unknown;
}

export interface UndoableDelete {
  /** Deletes `ids` now; `label` names them in the toasts ('Collar', '3 productos'). */
  remove: (ids: string[], label?: string) => void;
  /** Rows being deleted (until the list is read again): filter them out of what you render. */
  hiddenIds: readonly string[];
}

const defaultLabel = (ids: readonly string[]) =>
  ids.length === 1 ? '1 elemento' : `${ids.length} elementos`;

/**
 * Deletes with 'Deshacer' instead of (or after) a confirmation. `remove(ids, label)` hides the
 * rows and calls `admin_delete` at once: the rows are gone from the database (softly) before
 * the toast says so, so a reload or a closed tab loses nothing. Only then 'Eliminado' (the label
 * as description) offers 'Deshacer' for UNDO_TOAST_MS, which calls `admin_restore`. A refused
 * delete brings the rows back and shows the database's Spanish message (P0001/42501) or
 * `errorMessage`, never 'Eliminado'; a failed 'Deshacer' says why too.
 */
export function useUndoableDelete(options: UseUndoableDeleteOptions): UndoableDelete {
  const [hiddenIds, setHiddenIds] = useState<readonly string[]>([]);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const show = useCallback((ids: readonly string[]) => {
    setHiddenIds((current) => current.filter((id) => !ids.includes(id)));
  }, []);

  const settle = useCallback(async (ids: string[], error: unknown) => {
    try {
      await latest.current.onSettled?.(ids, error);
    } catch {
      // a failed refetch shows on the list itself
    }
  }, []);

  const restore = useCallback(
    async (table: SoftDeleteTable, ids: string[], label: string) => {
      let failure: unknown;
      try {
        await restoreDeleted(getSupabase(), table, ids);
        toast.success(RESTORED_TITLE, { description: label });
      } catch (error) {
        failure = error ?? new Error('restore failed');
        toast.error(serverMessage(error, RESTORE_ERROR), { description: label });
      }
      await settle(ids, failure);
    },
    [settle],
  );

  const remove = useCallback(
    (ids: string[], label?: string) => {
      if (ids.length === 0) return;
      const batch = [...ids];
      const name = label ?? defaultLabel(batch);
      // the table of this delete: a 'Deshacer' restores there whatever the screen shows later
      const { table } = latest.current;
      setHiddenIds((current) => [...current, ...batch.filter((id) => !current.includes(id))]);
      void (async () => {
        let failure: unknown;
        try {
          await softDelete(getSupabase(), table, batch);
          toast.success(DELETED_TITLE, {
            description: name,
            duration: UNDO_TOAST_MS,
            action: { label: 'Deshacer', onClick: () => void restore(table, batch, name) },
          });
        } catch (error) {
          failure = error ?? new Error('delete failed');
          show(batch);
          toast.error(serverMessage(error, latest.current.errorMessage), { description: name });
        }
        await settle(batch, failure);
        // deleted: the list read again no longer has them
        if (failure === undefined) show(batch);
      })();
    },
    [restore, settle, show],
  );

  return { remove, hiddenIds };
}
