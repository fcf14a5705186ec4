import i18next from "i18next";
import { notify, withdrawNotice } from "#app/toast.ts";
import {
  BUILD_ID_MESSAGE,
  KEEP_PAGES_MESSAGE,
  MEMBER_MESSAGE,
  memberCacheKey,
  pageOfDataRequest,
  SKIP_WAITING_MESSAGE,
} from "./worker-shared.ts";
import { takePagesBeforeWorker } from "./pages-before-worker.ts";
import { INITIAL_WORKER_STATE, reduceWorkerState, type ToastVisibility, type WorkerEvent, type WorkerState } from "./worker-state.ts";

/**
 * Registers `/sw.js` and turns its life into the states of docs/product/pwa.md#updates and their toasts.
 * Loaded lazily once the page has hydrated and loaded, so it costs the first load nothing it waits for.
 */

const UPDATE_TOAST_ID = "pwa-update";
const OFFLINE_READY_TOAST_ID = "pwa-offline-ready";
/** How often an open page asks whether a new build was deployed, besides when it becomes visible or online. */
const BUILD_CHECK_INTERVAL_MS = 15 * 60 * 1000;

type PwaWindow = Window & { __pwa?: { state: WorkerState; checkForUpdate: () => Promise<void> } };

let state = INITIAL_WORKER_STATE;
let siteName = "";
/** Set when the member accepted the update: the next controller change is the new build, so the page reloads. */
let reloadOnControllerChange = false;

function dispatch(event: WorkerEvent) {
  const before = state;
  state = reduceWorkerState(state, event);
  (window as PwaWindow).__pwa!.state = state;
  if (state.updateToast !== before.updateToast) showOrHide(UPDATE_TOAST_ID, state.updateToast, "pwa.update.description");
  if (state.offlineReadyToast !== before.offlineReadyToast) {
    showOrHide(OFFLINE_READY_TOAST_ID, state.offlineReadyToast, "pwa.offline_ready.description");
  }
}

function showOrHide(id: string, visibility: ToastVisibility, key: string) {
  if (visibility === false) return withdrawNotice(id);
  const description = i18next.t(key, { site: siteName });
  if (id !== UPDATE_TOAST_ID) return void notify({ id, type: "success", description, autoHide: visibility === true ? false : visibility });
  notify(
    { id, type: "info", description, autoHide: visibility === true ? false : visibility },
    { label: i18next.t("pwa.update.action"), onAction: acceptUpdate },
  );
}

let registration: ServiceWorkerRegistration | null = null;

/** The member accepted the update: the waiting worker takes over, and the page reloads when it controls it. */
function acceptUpdate() {
  dispatch({ type: "update-accepted" });
  const waiting = registration?.waiting;
  if (!waiting) return window.location.reload();
  reloadOnControllerChange = true;
  waiting.postMessage({ type: SKIP_WAITING_MESSAGE });
}

function track(worker: ServiceWorker | null, firstInstall: boolean) {
  if (!worker) return;
  const onState = () => {
    if (worker.state === "installed") dispatch({ type: "installed", controlled: Boolean(navigator.serviceWorker.controller) });
    if (worker.state === "activated") dispatch({ type: "activated", firstInstall });
  };
  worker.addEventListener("statechange", onState);
  onState();
}

/** The build the active worker was made from (it answers over a message channel). */
function activeBuildId(worker: ServiceWorker | null): Promise<string | null> {
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), 3000);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve((event.data as { buildId?: string } | null)?.buildId ?? null);
    };
    worker.postMessage({ type: BUILD_ID_MESSAGE }, [channel.port2]);
  });
}

/** Asks the server for the latest build; when it differs from the active worker's, the browser fetches the new worker. */
async function checkForUpdate() {
  if (!registration || !navigator.onLine) return;
  try {
    const response = await fetch("/builds/latest.json", { cache: "no-store" });
    if (!response.ok) return;
    const { id } = (await response.json()) as { id?: string };
    const current = await activeBuildId(registration.active);
    if (id && current && id !== current) await registration.update();
  } catch (error) {
    console.warn("checking for a new build failed", error);
  }
}

/** The pages this document has shown: its own, and those loaded inside the app since (their `.data` requests). */
export function pagesShownBefore(): string[] {
  const pages = [`${location.pathname}${location.search}`];
  for (const entry of performance.getEntriesByType("resource")) {
    const url = new URL(entry.name);
    if (url.origin === location.origin && url.pathname.endsWith(".data")) pages.push(pageOfDataRequest(url));
  }
  return [...new Set(pages)];
}

export async function startServiceWorker(options: { siteName: string }) {
  siteName = options.siteName;
  (window as PwaWindow).__pwa = { state, checkForUpdate };
  // Absent without a secure context, and where the browser (or a test) blocks workers.
  if (!navigator.serviceWorker) return;
  const firstInstall = !navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (reloadOnControllerChange) window.location.reload();
    // The first worker now controls the page: what the member opened before it did went past it, so hand it over.
    else if (firstInstall)
      navigator.serviceWorker.controller?.postMessage({ type: KEEP_PAGES_MESSAGE, pages: takePagesBeforeWorker(pagesShownBefore()) });
  });
  try {
    // updateViaCache "none": the worker and its imported push script always come from the server, never the HTTP cache.
    registration = await navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" });
    // A browser (or test harness) that blocks workers may answer without a registration.
    if (!registration) throw new Error("no registration returned");
  } catch (error) {
    console.error("registering the service worker failed", error);
    dispatch({ type: "registration-failed" });
    return;
  }
  dispatch({ type: "registered" });
  const current = registration;
  current.addEventListener("updatefound", () => track(current.installing, firstInstall && !current.active));
  track(current.installing, firstInstall);
  if (current.waiting && navigator.serviceWorker.controller) dispatch({ type: "installed", controlled: true });
  if (current.active) dispatch({ type: "activated", firstInstall: false });

  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void checkForUpdate();
  });
  window.addEventListener("online", () => void checkForUpdate());
  setInterval(() => void checkForUpdate(), BUILD_CHECK_INTERVAL_MS);
}

/**
 * Tells the worker who is logged in on this page, or that nobody is (decision 060): it keeps each member's pages in
 * their own caches and empties them all once nobody is logged in, however the page learnt it (logout, a 403 on the
 * user refresh, account deletion, a password reset, an expired session).
 */
export async function tellWorkerTheMember(memberId: number | null) {
  if (!navigator.serviceWorker) return;
  try {
    const member = memberId === null ? null : await memberCacheKey(memberId);
    const worker = (await navigator.serviceWorker.ready).active;
    worker?.postMessage({ type: MEMBER_MESSAGE, member });
  } catch (error) {
    console.error("telling the service worker the member failed", error);
  }
}
