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
