import { useEffect } from 'react';
import { bus } from '@bonis/design-system/bus';

/**
 * The screen's load error as an error toast, once per failed read (`errorUpdatedAt` of the
 * query: it changes with every failure, stays 0 until the first).
 */
export function useLoadErrorToast(errorUpdatedAt: number, title: string) {
  useEffect(() => {
    if (errorUpdatedAt > 0) bus.getState().toastRequested({ title, tone: 'error' });
  }, [errorUpdatedAt, title]);
}
