import type { ToastRequest, ToastTone } from '../../bus';

export type { ToastTone };

/**
 * A button in the toast ('Deshacer'): clicking it runs `onClick` and closes the toast. Only for
 * direct `toast()` calls — a function does not travel through the bus, whose ToastRequest stays
 * plain data.
 */
export interface ToastAction {
  /** the button's text, e.g. 'Deshacer' */
  label: string;
  onClick: () => void;
}

/** What `toast()` takes: the bus's ToastRequest plus how long it stays and an optional action. */
export interface ToastOptions extends ToastRequest {
  /** milliseconds before it hides itself (default 4000); 0 or Infinity keeps it until closed */
  duration?: number;
  /** a button in the toast, e.g. `{ label: 'Deshacer', onClick: restore }` */
  action?: ToastAction;
}

/** The toast on screen. */
export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  tone: ToastTone;
  duration: number;
  action?: ToastAction;
}

export const DEFAULT_TOAST_DURATION = 4000;

/*
 * The toast state lives at module level, not in React, so `toast()` works from anywhere: a
 * mutation's onError, the bus, another remote (the design system is a shared singleton). The
 * spec shows one toast at a time, so the "queue" holds one: a new toast replaces the current.
 */
let current: ToastItem | null = null;
let counter = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the one on screen. Returns its id, for `toast.dismiss(id)`. */
function show({
  title,
  description,
  tone = 'info',
  duration = DEFAULT_TOAST_DURATION,
  action,
}: ToastOptions) {
  counter += 1;
  const id = `toast-${counter}`;
  current = { id, title, description, tone, duration, ...(action ? { action } : {}) };
  emit();
  return id;
}

/** Hides the toast on screen (only if it is still `id`, when given). */
function dismiss(id?: string) {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

type ToneShortcut = (title: string, options?: Omit<ToastOptions, 'title' | 'tone'>) => string;
const withTone =
  (tone: ToastTone): ToneShortcut =>
  (title, options) =>
    show({ ...options, title, tone });

/**
 * `toast({ title: 'Eliminado', description: 'Producto eliminado del carrito', tone: 'success' })`
 * or `toast.error('Error', { description: 'No se pudo cargar el carrito' })`, with a button:
 * `toast.success('Eliminado', { description: 'Collar', action: { label: 'Deshacer', onClick } })`. Needs one
 * <ToastProvider> (or <Toaster>) mounted on the page — the shell's.
 */
export const toast = Object.assign(show, {
  dismiss,
  success: withTone('success'),
  error: withTone('error'),
  info: withTone('info'),
  warning: withTone('warning'),
});

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getCurrentToast(): ToastItem | null {
  return current;
}
