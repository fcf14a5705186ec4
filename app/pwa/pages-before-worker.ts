/**
 * Pages a member opens before the first service worker controls the tab go past it, so it cannot keep them for
 * offline. Each document load notes its page in session storage while no worker controls it; once one does, the page
 * hands the notes (and the pages loaded inside the app since, seen as their `.data` requests) to the worker.
 */
const KEY = "pages-before-worker";
const MAX = 20;

function read(): string[] {
  try {
    const list: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? "[]");
    return Array.isArray(list) ? list.filter((page): page is string => typeof page === "string") : [];
  } catch {
    return [];
  }
}

/** Notes this document's page when no worker controls the tab (cheap: runs with the first load). */
export function notePageBeforeWorker(): void {
  if (!("serviceWorker" in navigator) || navigator.serviceWorker.controller) return;
  try {
    const pages = [...new Set([...read(), `${location.pathname}${location.search}`])].slice(-MAX);
    sessionStorage.setItem(KEY, JSON.stringify(pages));
  } catch {
    // Storage full or blocked: the page is only not kept for offline.
  }
}

/** The noted pages plus `more`, once; the notes are cleared. */
export function takePagesBeforeWorker(more: string[]): string[] {
  const pages = [...new Set([...read(), ...more])].slice(-MAX);
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
  return pages;
}
