import { cleanTrackingValue, TRACKING_KEYS, TRACKING_MAX_AGE_SECONDS, type TrackingKey } from "./keys.ts";

/**
 * The browser's half of the tracking (docs/product/landers-and-tracking.md#tracking-keys and docs/product/constants.md#tracking, decision 023): the keys a link carried are kept 30 days
 * in local storage (the server has already written the `tracking` cookie with the same record), then taken out of
 * the address bar without a reload; and a beacon tells the server when the page becomes hidden.
 */
export const TRACKING_STORAGE_KEY = "tracking";
export const PAGE_HIDDEN_URL = "/api/page-hidden.php";

export type StoredTracking = { at: string; expires: string } & Partial<Record<TrackingKey, string>>;

/** The tracking keys with a value in a query string, or null. */
export function trackingKeysIn(search: string): Partial<Record<TrackingKey, string>> | null {
  const query = new URLSearchParams(search);
  const keys: Partial<Record<TrackingKey, string>> = {};
  let any = false;
  for (const key of TRACKING_KEYS) {
    const value = cleanTrackingValue(query.get(key));
    if (value) {
      keys[key] = value;
      any = true;
    }
  }
  return any ? keys : null;
}

/** The URL without its tracking keys (other parameters and the hash stay). */
export function withoutTrackingKeys(href: string): string {
  const url = new URL(href);
  for (const key of TRACKING_KEYS) url.searchParams.delete(key);
  return url.pathname + url.search + url.hash;
}

/** The stored record while it is younger than 30 days; an expired or unreadable one is removed. */
export function readStoredTracking(storage: Pick<Storage, "getItem" | "removeItem">, now = Date.now()): StoredTracking | null {
  try {
    const record = JSON.parse(storage.getItem(TRACKING_STORAGE_KEY) ?? "null") as StoredTracking | null;
    if (!record || typeof record !== "object") return null;
    const expires = Date.parse(record.expires);
    if (!(expires > now)) {
      storage.removeItem(TRACKING_STORAGE_KEY);
      return null;
    }
    return record;
  } catch {
    return null;
  }
}

/**
 * Keeps the keys of the current URL (the latest referral replaces an older one) and removes them from the address
 * bar with `history.replaceState`, keeping the router's history state. Returns the stored record, or null when the
 * URL had no keys.
 */
export function keepTrackingKeys(
  win: {
    location: Pick<Location, "href" | "search">;
    history: Pick<History, "replaceState" | "state">;
    localStorage: Pick<Storage, "setItem">;
  },
  now = Date.now(),
): StoredTracking | null {
  const keys = trackingKeysIn(win.location.search);
  if (!keys) return null;
  const record: StoredTracking = {
    ...keys,
    at: new Date(now).toISOString(),
    expires: new Date(now + TRACKING_MAX_AGE_SECONDS * 1000).toISOString(),
  };
  try {
    win.localStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage full or blocked (private mode): the server's cookie still holds the referral.
  }
  win.history.replaceState(win.history.state, "", withoutTrackingKeys(win.location.href));
  return record;
}

/** Posts an empty JSON body to the page-hidden endpoint each time the page becomes hidden. Returns the remover. */
export function sendBeaconWhenHidden(doc: Document = document, nav: Navigator = navigator): () => void {
  const onChange = () => {
    if (doc.visibilityState !== "hidden" || typeof nav.sendBeacon !== "function") return;
    nav.sendBeacon(PAGE_HIDDEN_URL, new Blob(["{}"], { type: "application/json" }));
  };
  doc.addEventListener("visibilitychange", onChange);
  return () => doc.removeEventListener("visibilitychange", onChange);
}
