import { env } from "../env.server.ts";
import { listenForCacheInvalidation, registerSharedCache } from "./invalidation.server.ts";

/**
 * Reads that every visitor without a session of one site gets alike — the home page's automatic search, a
 * lander's profiles and counts — computed once per interval and shared, requests in flight included; and the
 * matches of a member search's filter set, which members share with their own exclusions applied per request. A
 * failed read is not kept. Off under tests unless set, where data changes between requests.
 */
let intervalMs = env.NODE_ENV === "test" ? 0 : 30_000;
const MAX_ENTRIES = 1_000;
const stores = new Set<Map<string, { at: number; value: Promise<unknown> }>>();

export function setSharedReadInterval(ms: number) {
  intervalMs = ms;
  for (const entries of stores) entries.clear();
}

/** Whether reads are shared at all (not under tests, unless a test sets an interval). */
export function sharedReadsOn(): boolean {
  return intervalMs > 0;
}

/**
 * A store of shared reads of its own, bounded apart from the others: reads keyed per profile (a member page) are many
 * more than the searches' and landers' keys, and must not push those out.
 */
export function sharedReadStore(maxEntries = MAX_ENTRIES) {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  stores.add(entries);
  // Withdrawn content (a rejected photo, a banned member) leaves at once, not when the interval ends.
  registerSharedCache(() => entries.clear());
  /** The shared answer for `key`, read afresh after the interval, or after `maxAgeMs` when that is shorter. */
  return function sharedRead<T>(key: string, read: () => Promise<T>, maxAgeMs = Infinity): Promise<T> {
    if (intervalMs <= 0) return read();
    listenForCacheInvalidation();
    const now = Date.now();
    const entry = entries.get(key);
    if (entry && now - entry.at < Math.min(intervalMs, maxAgeMs)) return entry.value as Promise<T>;
    // Keys are per site and language (and page): bounded by configuration, but never let them grow without end.
    if (entries.size >= maxEntries) entries.clear();
    const value = read();
    entries.set(key, { at: now, value });
    value.catch(() => entries.delete(key));
    return value;
  };
}

/** The shared answer for `key` in the searches' and landers' store (see `sharedReadStore`). */
export const sharedRead = sharedReadStore();
