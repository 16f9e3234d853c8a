import type { Toast } from '../feedback/notifier.ts';

/** A toast on screen: the notifier's toast and its own id (a new id when a key is reused). */
export interface ShownToast extends Toast {
  id: number;
}

/** At most this many toasts show at once; the oldest goes first. */
export const MAX_TOASTS = 3;

/** How long a toast stays (ms): errors and warnings a little longer, to be read. */
export const toastDuration = (toast: Toast): number =>
  toast.kind === 'error' || toast.kind === 'warning' ? 4_000 : 3_000;

/**
 * The list after `toast` arrives: a toast with the same key is replaced in its place (one
 * notice per key, the newest text), else it is added at the end, keeping the last MAX_TOASTS.
 */
export function addToast(list: readonly ShownToast[], toast: ShownToast): ShownToast[] {
  const at = toast.key === undefined ? -1 : list.findIndex((t) => t.key === toast.key);
  if (at >= 0) return list.map((t, i) => (i === at ? toast : t));
  return [...list, toast].slice(-MAX_TOASTS);
}

/** The list without the toast `id` (dismissed, or its time ran out). */
export const removeToast = (list: readonly ShownToast[], id: number): ShownToast[] =>
  list.filter((t) => t.id !== id);
