import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { listenDb } from "../db/client.server.ts";
import { logError } from "../logging/log.server.ts";

/**
 * Caches of pages and reads that visitors share (the micro-cache, the shared reads): when content they may hold is
 * withdrawn (a rejected photo, a banned member), every app process must drop them at once, not when they expire.
 * The change is announced with `pg_notify`, which every process on the database hears (decision 071).
 */
const CHANNEL = "public_content_changed";
const clearers = new Set<() => void>();
let listening: Promise<unknown> | undefined;

/** A cache of this process registers how to empty itself. */
export function registerSharedCache(clear: () => void) {
  clearers.add(clear);
}

function clearLocal() {
  for (const clear of clearers) clear();
}

/** Starts hearing other processes' announcements (once per process; a failure is retried on the next call). */
export function listenForCacheInvalidation() {
  listening ??= listenDb(CHANNEL, clearLocal).catch((error: unknown) => {
    listening = undefined;
    logError("cache invalidation listener failed", error);
  });
}

/** Empties this process's shared caches and tells the others to empty theirs. */
export async function forgetSharedContent(db: Pick<Database, "execute">) {
  clearLocal();
  await db.execute(sql`select pg_notify(${CHANNEL}, '')`);
}
