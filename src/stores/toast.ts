import { atom } from 'nanostores';
import { TOAST } from '../domain/catalog';

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

/** The toast on screen (at most one at a time, directory.md §9), shared by every island. */
export const $toast = atom<Toast | null>(null);

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows a toast, replacing any toast already shown; it closes itself after 5000 ms. */
export function showToast(toast: Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant }): Toast {
  const shown: Toast = { variant: 'default', ...toast, id: nextId++ };
  $toast.set(shown);
  clearTimeout(timer);
  timer = setTimeout(() => dismissToast(shown.id), TOAST.durationMs);
  return shown;
}

/** Closes the toast with `id` (or the current one). */
export function dismissToast(id?: number) {
  const current = $toast.get();
  if (current && (id === undefined || current.id === id)) {
    clearTimeout(timer);
    $toast.set(null);
  }
}
