import { randomUUID } from "node:crypto";
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { listenDb } from "../db/client.server.ts";
import { liveConnections } from "../db/schema.ts";
import { logError } from "../logging/log.server.ts";

/**
 * Live events of chat (decision 032): every change a participant must see at once (a new
 * message, a read receipt, typing, a like) is sent with `pg_notify` on one channel, inside the
 * writing transaction where there is one, so it goes out only when committed. Each app process
 * LISTENs once (PGlite in-process; on PostgreSQL postgres.js keeps one dedicated connection) and
 * fans the event out to the streams of `GET /api/events.php` open in this process, by profile id.
 */
export const LIVE_CHANNEL = "chat_events";

export type LiveEvent =
  | {
      type: "message";
      conversation: number;
      message: { id: number; sender_profile: number; text: string; created_at: string; client_id: string | null };
    }
  | { type: "read"; conversation: number; profile: number; up_to: number }
  | { type: "typing"; conversation: number; profile: number }
  | { type: "like"; profile: number }
  /** The member's account was closed by staff (a ban): their open pages leave for the ban notice. */
  | { type: "account_closed" };

type Envelope = { to: number[]; event: LiveEvent };

/** Sends an event to the given profiles' open streams in every process (on commit, when `db` is a transaction). */
export async function publishLive(db: Pick<Database, "execute">, to: number[], event: LiveEvent): Promise<void> {
  const payload = JSON.stringify({ to, event } satisfies Envelope);
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
}

// ─── This process's side: streams by profile, one LISTEN ─────────────────────

export type LiveListener = (event: LiveEvent, frame: Uint8Array) => void;

const listeners = new Map<number, Set<LiveListener>>();
let listening: Promise<unknown> | undefined;
const encoder = new TextEncoder();

/** The SSE frame of an event: `event:` names its type, `data:` its JSON. Encoded once per event, shared by every stream. */
export function sseFrame(event: LiveEvent): Uint8Array {
  return encoder.encode(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
}

function deliver(payload: string) {
  let envelope: Envelope;
  try {
    envelope = JSON.parse(payload) as Envelope;
  } catch {
    return;
  }
  let frame: Uint8Array | undefined;
  for (const profileId of new Set(envelope.to)) {
    const set = listeners.get(profileId);
    if (!set) continue;
    frame ??= sseFrame(envelope.event);
    for (const listener of set) {
      try {
        listener(envelope.event, frame);
      } catch (error) {
        logError("live event listener failed", error);
      }
    }
  }
}

/** Starts this process's LISTEN once; resolves when it is in place (so no event committed afterwards is missed). */
export function startListening(): Promise<unknown> {
  listening ??= listenDb(LIVE_CHANNEL, deliver).catch((error: unknown) => {
    listening = undefined;
    throw error;
  });
  return listening;
}

/** Registers a listener for a profile's events in this process; returns the function that removes it. */
export async function subscribeLive(profileId: number, listener: LiveListener): Promise<() => void> {
  await startListening();
  let set = listeners.get(profileId);
  if (!set) listeners.set(profileId, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0 && listeners.get(profileId) === set) listeners.delete(profileId);
  };
}

/** How many streams this process holds (bench, tests). */
export function liveListenerCount(): number {
  let count = 0;
  for (const set of listeners.values()) count += set.size;
  return count;
}

// ─── Presence: who is connected somewhere (no push for them) ─────────────────

/** A connection counts as live while its process has touched it within this window. */
export const PRESENCE_TTL_MS = 75_000;
const HEARTBEAT_MS = 25_000;

const ownConnections = new Map<string, number>();
let heartbeat: ReturnType<typeof setInterval> | undefined;
let presenceDb: Database | undefined;

async function touchOwnConnections() {
  if (!presenceDb || ownConnections.size === 0) return;
  const ids = [...ownConnections.keys()];
  try {
    await presenceDb.update(liveConnections).set({ seenAt: new Date() }).where(inArray(liveConnections.id, ids));
    // Rows of processes that died without saying goodbye.
    await presenceDb.delete(liveConnections).where(lt(liveConnections.seenAt, new Date(Date.now() - 4 * PRESENCE_TTL_MS)));
  } catch (error) {
    logError("live presence heartbeat failed", error);
  }
}

/** Records an open stream of a member (one row per connection, refreshed by this process's heartbeat). */
export async function openPresence(db: Database, userId: number): Promise<() => Promise<void>> {
  const id = randomUUID();
  presenceDb = db;
  await db.insert(liveConnections).values({ id, userId });
  ownConnections.set(id, userId);
  if (!heartbeat) {
    heartbeat = setInterval(() => void touchOwnConnections(), HEARTBEAT_MS);
    heartbeat.unref();
  }
  return async () => {
    ownConnections.delete(id);
    if (ownConnections.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
    try {
      await db.delete(liveConnections).where(eq(liveConnections.id, id));
    } catch (error) {
      logError("closing live presence failed", error);
    }
  };
}

/** Of these members, the ones with a live stream in any process. */
export async function connectedUsers(db: Database, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: liveConnections.userId })
    .from(liveConnections)
    .where(and(inArray(liveConnections.userId, userIds), gt(liveConnections.seenAt, new Date(Date.now() - PRESENCE_TTL_MS))));
  return new Set(rows.map((row) => row.userId));
}
