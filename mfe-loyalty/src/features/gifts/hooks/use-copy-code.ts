import { bus } from '@bonis/design-system/bus';

/**
 * Copies a code to the clipboard, and says so: 'Código copiado', or, where the browser refuses
 * (no permission, an insecure page), that it can be selected and copied by hand.
 */
export function useCopyCode() {
  return async (code: string) => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(code);
      bus
        .getState()
        .toastRequested({ title: 'Código copiado', description: code, tone: 'success' });
    } catch {
      bus.getState().toastRequested({
        title: 'No se pudo copiar',
        description: 'Selecciona el código y cópialo a mano.',
        tone: 'info',
      });
    }
  };
}
