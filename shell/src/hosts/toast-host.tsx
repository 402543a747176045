import { useEffect } from 'react';
import { Toaster, toast } from '@bonis/design-system';
import { onBusEvent } from '@bonis/design-system/bus';

/**
 * The page's one toast host: one toast visible at a time (spec §9), a newer one replaces it.
 * Remotes ask for toasts with `bus.getState().toastRequested({ title, description, tone })`.
 */
export function ToastHost() {
  useEffect(() => onBusEvent('toastRequested', (request) => toast(request)), []);
  return <Toaster />;
}
