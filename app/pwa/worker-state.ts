/**
 * The installable app's worker states (docs/product/pwa.md#updates): registered, installed, activated, waiting (an update is
 * needed), offline ready; and the registration-error flag of docs/product/pwa.md#service-worker. A pure reducer, so the rules are
 * tested without a browser; `app/pwa/register.ts` feeds it the worker's events.
 */

/** docs/product/pwa.md#updates: a toast is hidden (false), shown until closed (true), or shown for this many milliseconds. */
export type ToastVisibility = boolean | number;

export type WorkerState = {
  registered: boolean;
  installed: boolean;
  activated: boolean;
  /** A new worker is installed and waits to take over: the update toast offers it. */
  needRefresh: boolean;
  /** The first worker took control: the app works offline from now on. */
  offlineReady: boolean;
  /** Registering failed; nothing else changes (docs/product/pwa.md#service-worker). */
  registrationError: boolean;
  updateToast: ToastVisibility;
  offlineReadyToast: ToastVisibility;
};

export type WorkerEvent =
  | { type: "registered" }
  | { type: "registration-failed" }
  /** A worker finished installing; `controlled` tells whether an older worker controls the page (then it waits). */
  | { type: "installed"; controlled: boolean }
  /** A worker activated; `firstInstall` when no worker controlled the page before. */
  | { type: "activated"; firstInstall: boolean }
  | { type: "update-accepted" }
  | { type: "update-dismissed" }
  | { type: "offline-ready-dismissed" };

/** How long the offline-ready toast shows (the toast default of docs/product/constants.md#page-chrome). */
export const OFFLINE_READY_TOAST_MS = 5000;

export const INITIAL_WORKER_STATE: WorkerState = {
  registered: false,
  installed: false,
  activated: false,
  needRefresh: false,
  offlineReady: false,
  registrationError: false,
  updateToast: false,
  offlineReadyToast: false,
};

export function reduceWorkerState(state: WorkerState, event: WorkerEvent): WorkerState {
  switch (event.type) {
    case "registered":
      return { ...state, registered: true, registrationError: false };
    case "registration-failed":
      return { ...state, registrationError: true };
    case "installed":
      return event.controlled ? { ...state, installed: true, needRefresh: true, updateToast: true } : { ...state, installed: true };
    case "activated":
      if (event.firstInstall && !state.offlineReady) {
        return { ...state, activated: true, offlineReady: true, offlineReadyToast: OFFLINE_READY_TOAST_MS };
      }
      return { ...state, activated: true };
    case "update-accepted":
    case "update-dismissed":
      return { ...state, updateToast: false };
    case "offline-ready-dismissed":
      return { ...state, offlineReadyToast: false };
  }
}
