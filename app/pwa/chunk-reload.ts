/**
 * A code chunk that fails to load (a deploy removed it, the network dropped) reloads the page, so the visitor gets
 * the current build; at most once per 10 seconds per path (docs/product/pwa.md#chunk-load-guard and docs/product/constants.md#page-chrome), so a chunk that stays missing
 * cannot make the page reload in a loop. The time of the last reload per path is kept in sessionStorage, which
 * survives the reload; without it the page never reloads on its own (it could not tell a loop).
 */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

const KEY_PREFIX = "chunk-reload:";

type Stamps = Pick<Storage, "getItem" | "setItem">;

/** Whether a chunk failure on `path` at `now` may reload the page; records the reload when it may. */
export function mayReloadForChunk(stamps: Stamps, path: string, now: number): boolean {
  const last = Number(stamps.getItem(KEY_PREFIX + path));
  if (Number.isFinite(last) && last > 0 && now >= last && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  stamps.setItem(KEY_PREFIX + path, String(now));
  return true;
}

/** The messages browsers and Vite give a module or stylesheet chunk that could not be fetched. */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === "string" ? reason : "";
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i.test(
    message,
  );
}

function sessionStamps(): Stamps | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reloads the page after a chunk failure unless the guard forbids it; returns whether it reloads. */
export function reloadAfterChunkError(error: unknown): boolean {
  const stamps = sessionStamps();
  if (!stamps || !mayReloadForChunk(stamps, window.location.pathname, Date.now())) {
    console.error("A code chunk failed to load again within 10 s; not reloading", error);
    return false;
  }
  console.error("A code chunk failed to load; reloading the page", error);
  window.location.reload();
  return true;
}

/**
 * For `React.lazy` and other dynamic imports: a chunk failure reloads the page (guarded); when the guard says no,
 * the error goes on to the error boundary.
 */
export function withChunkReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadAfterChunkError(error)) return new Promise<T>(() => {});
      throw error;
    });
}

/** Vite's preload failures and unhandled failed imports, for the whole page; installed before hydration. */
export function installChunkReloadGuard() {
  window.addEventListener("vite:preloadError", (event) => {
    // Prevented, Vite does not rethrow; not prevented (guard said no), the import fails as usual.
    if (reloadAfterChunkError((event as Event & { payload?: unknown }).payload)) event.preventDefault();
  });
  window.addEventListener("unhandledrejection", (event) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkError(event.reason);
  });
}
