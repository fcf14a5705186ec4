/**
 * A toast: auto-hides after `autoHide` ms (default 5000), or stays until closed when `autoHide` is false.
 * Plain types: the browser's toast queue needs no schema library; the server checks
 * the flash cookie with its Zod schema (app/.server/toast.server.ts).
 */
export type Toast = {
  id: string;
  type: "info" | "success" | "warning" | "danger";
  title?: string;
  description: string;
  autoHide: number | false;
};

export type ToastInput = Partial<Omit<Toast, "description">> & { description: string };

export const TOAST_AUTO_HIDE_MS = 5000;

/** A toast with its defaults: a random id, `info`, hiding after 5 seconds. */
export function toastWithDefaults(input: ToastInput): Toast {
  return {
    ...input,
    id: input.id ?? Math.random().toString(36).slice(2),
    type: input.type ?? "info",
    autoHide: input.autoHide ?? TOAST_AUTO_HIDE_MS,
  };
}

/** A button in a toast (the update toast's "Update now"); kept beside the queue, as functions are not toast data. */
export type ToastAction = { label: string; onAction: () => void };

/** What shows toasts in the browser: the toaster of `components/ui/toast.tsx` registers itself. */
export type Notifier = { show(input: ToastInput, action?: ToastAction): string; dismiss(id: string): void };

let notifier: Notifier | null = null;
let waiting: ((notifier: Notifier) => void)[] = [];

/**
 * Code below the UI (the chat's start, the service worker's life) shows toasts through here rather than importing
 * the component upward. Calls made before the toaster has registered are kept and made once it has.
 */
export function setNotifier(next: Notifier) {
  notifier = next;
  const calls = waiting;
  waiting = [];
  for (const call of calls) call(next);
}

/** Shows a toast; its id (the input's, or a new one). */
export function notify(input: ToastInput, action?: ToastAction): string {
  if (notifier) return notifier.show(input, action);
  const withId = { ...input, id: input.id ?? Math.random().toString(36).slice(2) };
  waiting.push((ready) => ready.show(withId, action));
  return withId.id;
}

export function withdrawNotice(id: string) {
  if (notifier) notifier.dismiss(id);
  else waiting.push((ready) => ready.dismiss(id));
}
