import { useEffect, useRef, useSyncExternalStore } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { setNotifier, toastWithDefaults, type Toast, type ToastAction, type ToastInput } from "#app/toast.ts";
import { cn } from "./cn.ts";

/**
 * Client-side toast queue. Server flash toasts enter it from the root loader.
 *
 * Our own small toast, not Radix's: the toaster is in the root, so every page loaded Radix Toast with its
 * collection, dismissable layer and presence (~12 KB gzip) for a list that is empty on almost every page
 * (decision 041). What it keeps: a polite live region, auto-hide paused while the toast is hovered or
 * focused (as its countdown bar is), a labelled close button, Escape closes the focused toast.
 */
let toasts: Toast[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

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

// Code below the UI reaches the queue through `notify` of app/toast.ts.
setNotifier({ show: showToast, dismiss: dismissToast });

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

/**
 * Hides the toast after `ms`, counting only the time it is neither hovered nor focused (as its countdown bar,
 * paused by CSS); Escape closes it. Listeners on the element: the toast itself is a status, not a control.
 */
function useAutoHide(ms: number | false, onClose: () => void) {
  const element = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    let left = ms === false ? Infinity : ms;
    let started = 0;
    let handle: ReturnType<typeof setTimeout> | undefined;
    let hovered = false;
    let focused = false;
    const update = () => {
      const held = hovered || focused;
      if (held && handle !== undefined) {
        clearTimeout(handle);
        handle = undefined;
        left = Math.max(0, left - (Date.now() - started));
      } else if (!held && handle === undefined && left !== Infinity) {
        started = Date.now();
        handle = setTimeout(() => close.current(), left);
      }
    };
    const listeners = new AbortController();
    const on = (type: string, listener: (event: Event) => void) => node.addEventListener(type, listener, { signal: listeners.signal });
    on("mouseenter", () => ((hovered = true), update()));
    on("mouseleave", () => ((hovered = false), update()));
    on("focusin", () => ((focused = true), update()));
    on("focusout", (event) => ((focused = node.contains((event as FocusEvent).relatedTarget as Node | null)), update()));
    on("keydown", (event) => (event as KeyboardEvent).key === "Escape" && close.current());
    update();
    return () => {
      listeners.abort();
      clearTimeout(handle);
    };
  }, [ms]);
  return element;
}

export function ToastItem({ toast, onClose, action }: { toast: Toast; onClose: () => void; action?: ToastAction }) {
  const { t } = useTranslation();
  const sticky = toast.autoHide === false;
  const element = useAutoHide(toast.autoHide, onClose);
  return (
    <div
      ref={element}
      data-slot="toast"
      data-type={toast.type}
      role={toast.type === "danger" ? "alert" : "status"}
      aria-atomic="true"
      className={cn(
        "group relative overflow-hidden rounded-card border border-card-border border-l-4 bg-card p-4 pr-10 text-card-foreground shadow-raised",
        tone[toast.type],
      )}
    >
      {toast.title ? <div className="font-semibold">{toast.title}</div> : null}
      <div className="text-sm">{toast.description}</div>
      {action ? (
        <button
          type="button"
          onClick={action.onAction}
          className="mt-3 inline-flex h-8 items-center rounded-button bg-primary px-3 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
        >
          {action.label}
        </button>
      ) : null}
      <button
        type="button"
        onClick={onClose}
        aria-label={t("common.close")}
        className="absolute right-2 top-2 grid size-7 place-items-center rounded-full text-muted-foreground hover:bg-muted"
      >
        <span aria-hidden>✕</span>
      </button>
      {sticky ? null : (
        <span
          data-slot="toast-progress"
          aria-hidden
          className="absolute bottom-0 left-0 h-1 w-full origin-left bg-primary group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused]"
          style={{ animation: `toast-progress ${toast.autoHide}ms linear forwards` }}
        />
      )}
    </div>
  );
}

/**
 * The toasts, newest last: a polite live region that is there before any toast, so each is announced; clicks pass
 * through it. Top-end from the small breakpoint on; on a phone a full-width toast at the top would cover the logo
 * and the header, so there they sit at the bottom, above a theme's tab bar.
 */
export function ToastViewport({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    // A region of toasts, not a list: a toast is a status (role), which a list item may not be.
    <div
      data-slot="toast-viewport"
      role="region"
      aria-label={t("nav.notifications")}
      aria-live="polite"
      className="fixed inset-x-0 bottom-0 z-[100] m-0 flex w-full flex-col gap-2 p-4 pb-[calc(4.5rem+env(safe-area-inset-bottom))] outline-none pointer-events-none *:pointer-events-auto sm:inset-x-auto sm:end-0 sm:top-0 sm:bottom-auto sm:w-[24rem] sm:pb-4"
    >
      {children}
    </div>
  );
}

/** The toast container of the root layout. */
export function Toaster({ flash }: { flash?: Toast | null }) {
  const items = useToasts();
  useEffect(() => {
    if (flash) showToast(flash);
  }, [flash]);
  return (
    <ToastViewport>
      {items.map((toast) => (
        <ToastItem key={toast.id} toast={toast} action={actions.get(toast.id)} onClose={() => dismissToast(toast.id)} />
      ))}
    </ToastViewport>
  );
}
