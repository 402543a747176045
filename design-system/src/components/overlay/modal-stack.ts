/**
 * The native modal dialogs open on the page, innermost last. A modal `<dialog>` makes the rest of
 * the page inert, so anything that must stay usable while one is open (the toasts) renders inside
 * the top one: `useTopModalDialog()` says which.
 */
const open: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

export function pushModalDialog(dialog: HTMLDialogElement) {
  if (!open.includes(dialog)) open.push(dialog);
  notify();
}

export function removeModalDialog(dialog: HTMLDialogElement) {
  const index = open.indexOf(dialog);
  if (index === -1) return;
  open.splice(index, 1);
  notify();
}

export function subscribeModalDialogs(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** the dialog on top, or null when none is open */
export const topModalDialog = (): HTMLDialogElement | null => open.at(-1) ?? null;
