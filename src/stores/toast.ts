import { TOAST } from '../domain/toast-behaviour';

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

type Listener = (toast: Toast | null) => void;
let shownToast: Toast | null = null;
const listeners = new Set<Listener>();

/**
 * The toast on screen (at most one at a time), shared by every island and the toaster: the
 * value (`get`), a change (`set`, which tells every listener) and `subscribe`, which calls the
 * listener at once with the current toast and returns its unsubscribe. Not a nanostores atom:
 * every page loads this module up front (docs/decisions/0030-toast-store-without-nanostores.md).
 */
export const $toast = {
  get: (): Toast | null => shownToast,
  set(toast: Toast | null) {
    if (toast === shownToast) return;
    shownToast = toast;
    for (const listener of [...listeners]) listener(toast);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    listener(shownToast);
    return () => void listeners.delete(listener);
  },
};

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
/** Time left before the current toast closes itself, and when its countdown last (re)started. */
let remainingMs = 0;
let startedAt = 0;
let paused = false;

function startCountdown(id: number) {
  clearTimeout(timer);
  if (paused) return;
  startedAt = Date.now();
  timer = setTimeout(() => dismissToast(id), remainingMs);
}

/** Shows a toast, replacing any toast already shown; it closes itself after 5000 ms. */
export function showToast(toast: Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant }): Toast {
  const shown: Toast = { variant: 'default', ...toast, id: nextId++ };
  $toast.set(shown);
  remainingMs = TOAST.durationMs;
  startCountdown(shown.id);
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

/**
 * Pauses (`true`) or resumes (`false`) the auto-dismiss countdown, so a toast stays while the
 * pointer is on it or keyboard focus is in the notification region (WCAG 2.2.1). Resuming
 * continues with the time that was left. The Toaster calls this; islands need not.
 */
export function setToastPaused(value: boolean) {
  if (value === paused) return;
  paused = value;
  const current = $toast.get();
  if (!current) return;
  if (paused) {
    clearTimeout(timer);
    remainingMs = Math.max(0, remainingMs - (Date.now() - startedAt));
  } else {
    startCountdown(current.id);
  }
}
