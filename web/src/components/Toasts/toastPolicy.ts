/** At most this many toasts at once (spec 01 §9). */
export const TOAST_LIMIT = 10;
/** Successes hide after this many milliseconds; errors stay until closed. */
export const TOAST_AUTO_HIDE_MS = 3000;

export type ToastIntent = 'success' | 'error' | 'info' | 'warning';

/** Fluent dispatch options for a toast of this intent (-1 means it never hides by itself). */
export function toastOptions(intent: ToastIntent): { intent: ToastIntent; timeout: number; politeness: 'polite' | 'assertive' } {
  const persistent = intent === 'error' || intent === 'warning';
  return { intent, timeout: persistent ? -1 : TOAST_AUTO_HIDE_MS, politeness: persistent ? 'assertive' : 'polite' };
}

/** Errors (and warnings) carry a close button because they do not hide. */
export function hasCloseButton(intent: ToastIntent): boolean {
  return toastOptions(intent).timeout < 0;
}
