/**
 * What a notice says and how long it stays: shared by the notices' context (`toast.tsx`, in every page) and their
 * drawing code (`toast-view.tsx`, a chunk fetched when idle), which must not import each other.
 */
export interface ToastAction {
  /** The button's words: "Undo". */
  label: string;
  /**
   * How to do the same without the toast, for screen readers (the toast may be gone before they reach it):
   * "Undo last shift, in the Shift times section".
   */
  altText: string;
  onAction: () => void;
}

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'success' | 'error' | 'info';
  /** One button that acts on what the message is about; the message then stays 10 s instead of 5. */
  action?: ToastAction;
}

export const TOAST_DURATION_MS = 5000;
export const TOAST_DURATION_WITH_ACTION_MS = 10000;

/** How long a notice stays: longer when it offers something to do. */
export const toastDuration = (message: ToastMessage) =>
  message.action ? TOAST_DURATION_WITH_ACTION_MS : TOAST_DURATION_MS;

/** A message on screen; a new key makes a new notice even for the same words. */
export type ShownToast = ToastMessage & { key: number };
