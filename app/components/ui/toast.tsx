import { Toast as ToastPrimitive } from "radix-ui";
import { useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { toastWithDefaults, type Toast, type ToastInput } from "#app/toast.ts";
import { cn } from "./cn.ts";

/** Client-side toast queue. Server flash toasts enter it from the root loader. */
let toasts: Toast[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** A button in a toast (the update toast's "Update now"); kept beside the queue, as functions are not toast data. */
export type ToastAction = { label: string; onAction: () => void };
const actions = new Map<string, ToastAction>();

export function showToast(input: ToastInput, action?: ToastAction): string {
  const toast = toastWithDefaults(input);
  if (!toasts.some((existing) => existing.id === toast.id)) {
    if (action) actions.set(toast.id, action);
    toasts = [...toasts, toast];
    emit();
  }
  return toast.id;
}

export function dismissToast(id: string) {
  actions.delete(id);
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

function useToasts() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}

const tone: Record<Toast["type"], string> = {
  info: "border-l-primary",
  success: "border-l-success",
  warning: "border-l-[#f59f00]",
  danger: "border-l-destructive",
};

export function ToastItem({ toast, onClose, action }: { toast: Toast; onClose: () => void; action?: ToastAction }) {
  const { t } = useTranslation();
  const sticky = toast.autoHide === false;
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-type={toast.type}
      duration={toast.autoHide === false ? Infinity : toast.autoHide}
      onOpenChange={(open) => !open && onClose()}
      className={cn(
        "group relative overflow-hidden rounded-card border border-card-border border-l-4 bg-card p-4 pr-10 text-card-foreground shadow-raised",
        tone[toast.type],
      )}
    >
      {toast.title ? <ToastPrimitive.Title className="font-semibold">{toast.title}</ToastPrimitive.Title> : null}
      <ToastPrimitive.Description className="text-sm">{toast.description}</ToastPrimitive.Description>
      {action ? (
        <ToastPrimitive.Action
          altText={action.label}
          onClick={action.onAction}
          className="mt-3 inline-flex h-8 items-center rounded-button bg-primary px-3 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
        >
          {action.label}
        </ToastPrimitive.Action>
      ) : null}
      <ToastPrimitive.Close
        aria-label={t("common.close")}
        className="absolute right-2 top-2 grid size-7 place-items-center rounded-full text-muted-foreground hover:bg-muted"
      >
        <span aria-hidden>✕</span>
      </ToastPrimitive.Close>
      {sticky ? null : (
        <span
          data-slot="toast-progress"
          aria-hidden
          className="absolute bottom-0 left-0 h-1 w-full origin-left bg-primary group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused]"
          style={{ animation: `toast-progress ${toast.autoHide}ms linear forwards` }}
        />
      )}
    </ToastPrimitive.Root>
  );
}

/** The toast container: top-end, newest last. */
export function Toaster({ flash }: { flash?: Toast | null }) {
  const items = useToasts();
  useEffect(() => {
    if (flash) showToast(flash);
  }, [flash]);
  return (
    <ToastPrimitive.Provider swipeDirection="right">
      {items.map((toast) => (
        <ToastItem key={toast.id} toast={toast} action={actions.get(toast.id)} onClose={() => dismissToast(toast.id)} />
      ))}
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        className="fixed end-0 top-0 z-[100] m-0 flex w-[min(24rem,100vw)] list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
