import { randomUUID } from "node:crypto";
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { listenDb } from "../db/client.server.ts";
import { liveConnections } from "../db/schema.ts";
import { logError } from "../logging/log.server.ts";
import { liveSessionIds } from "../accounts/session.server.ts";

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

/**
 * Which open streams to close because their session ended (logout, password reset, deletion, ban, expiry): a
 * stream matches when it is of `user` (if given), of one of `sessions` (if given) and not of `except` (if given).
 * Session ids are `sessionIdOf(token)`, never the cookie.
 */
export type SessionEndNotice = { user?: number; sessions?: string[]; except?: string };

type Envelope = { to: number[]; event: LiveEvent } | { end: SessionEndNotice };

/** Sends an event to the given profiles' open streams in every process (on commit, when `db` is a transaction). */
export async function publishLive(db: Pick<Database, "execute">, to: number[], event: LiveEvent): Promise<void> {
  const payload = JSON.stringify({ to, event } satisfies Envelope);
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
}

/** Closes the matching streams in every process (on commit, when `db` is a transaction): the same channel as the events. */
export async function publishSessionEnd(db: Pick<Database, "execute">, notice: SessionEndNotice): Promise<void> {
  const payload = JSON.stringify({ end: notice } satisfies Envelope);
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
  if ("end" in envelope) return endStreams(envelope.end);
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

// ─── Streams end with their session ──────────────────────────────────────────

/** An open stream as its session sees it; `close` ends it (telling the browser the session is over). */
export type SessionStream = { userId: number; sessionId: string; close: () => void };

const sessionStreams = new Set<SessionStream>();

/**
 * How often this process re-checks the sessions of its open streams (one query for all of them): a session that
 * expired, or ended while the notice did not reach this process, stops streaming within this time.
 */
export const SESSION_RECHECK_MS = 30_000;
let recheckTimer: ReturnType<typeof setInterval> | undefined;
let recheckDb: Database | undefined;

function endStreams(notice: SessionEndNotice) {
  for (const stream of [...sessionStreams]) {
    if (notice.user !== undefined && stream.userId !== notice.user) continue;
    if (notice.sessions && !notice.sessions.includes(stream.sessionId)) continue;
    if (notice.except !== undefined && stream.sessionId === notice.except) continue;
    stream.close();
  }
}

/** Closes this process's streams whose session is no longer in force; answers how many it closed. */
export async function recheckStreamSessions(db: Database): Promise<number> {
  const streams = [...sessionStreams];
  if (streams.length === 0) return 0;
  const live = await liveSessionIds(db, [...new Set(streams.map((stream) => stream.sessionId))]);
  let closed = 0;
  for (const stream of streams) {
    if (live.has(stream.sessionId) || !sessionStreams.has(stream)) continue;
    stream.close();
    closed++;
  }
  return closed;
}

/** Ties an open stream to its session (closed when the session ends, in any process); returns the function that unties it. */
export function trackSessionStream(db: Database, stream: SessionStream): () => void {
  sessionStreams.add(stream);
  recheckDb = db;
  if (!recheckTimer) {
    recheckTimer = setInterval(() => {
      if (recheckDb) recheckStreamSessions(recheckDb).catch((error: unknown) => logError("re-checking stream sessions failed", error));
    }, SESSION_RECHECK_MS);
    recheckTimer.unref();
  }
  return () => {
    sessionStreams.delete(stream);
    if (sessionStreams.size === 0 && recheckTimer) {
      clearInterval(recheckTimer);
      recheckTimer = undefined;
    }
  };
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

/**
 * Records an open stream of a member (one row per connection, refreshed by this process's heartbeat). The row is
 * tied to the stream's session, so it goes (and pushes resume) the moment the session ends, whatever this process does.
 */
export async function openPresence(db: Database, userId: number, sessionId: string): Promise<() => Promise<void>> {
  const id = randomUUID();
  presenceDb = db;
  await db.insert(liveConnections).values({ id, userId, sessionId });
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
