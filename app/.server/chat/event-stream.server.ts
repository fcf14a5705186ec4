import { liveSessionIds, type SessionUser } from "../accounts/session.server.ts";
import { runInBackground } from "../db/background-work.server.ts";
import type { Database } from "../db/client.server.ts";
import { logError } from "../logging/log.server.ts";
import { openPresence, subscribeLive, trackSessionStream } from "./live.server.ts";

/** A comment line every so often keeps proxies and load balancers from closing an idle stream. */
const KEEPALIVE_MS = 20_000;
/** Browsers reconnect after this long when the stream drops. */
const RETRY_MS = 3_000;

const KEEPALIVE_FRAME = new TextEncoder().encode(": keepalive\n\n");
/** Every open stream's keep-alive, written by ONE timer per process (not a timer per connection). */
const keepalives = new Set<() => void>();
let keepaliveTimer: ReturnType<typeof setInterval> | undefined;

function startKeepalive(send: () => void): () => void {
  keepalives.add(send);
  if (!keepaliveTimer) {
    keepaliveTimer = setInterval(() => {
      for (const keepalive of keepalives) keepalive();
    }, KEEPALIVE_MS);
    keepaliveTimer.unref();
  }
  return () => {
    keepalives.delete(send);
    if (keepalives.size === 0 && keepaliveTimer) {
      clearInterval(keepaliveTimer);
      keepaliveTimer = undefined;
    }
  };
}

/** Tells the browser its session is over before the stream closes (it then reloads the user, as on a 403). */
const ENDED_FRAME = new TextEncoder().encode("event: ended\ndata: {}\n\n");

/** Every open stream's ending, for a shutdown: writes `retry:` and closes. */
const openStreams = new Set<() => void>();

/**
 * At shutdown: every open stream gets a `retry:` hint and ends, so its request finishes and browsers reconnect, spread
 * over a few seconds, to a process that stays up (the reconnect delay is random, so they do not all come at once).
 */
export function closeEventStreams(): number {
  const count = openStreams.size;
  for (const close of [...openStreams]) close();
  return count;
}

/**
 * `GET /api/events.php` (decision 032): a Server-Sent Events stream of the member's live events
 * (message, read, typing, like). It is private and never cached or compressed (`no-transform`
 * tells the compression middleware and proxies to pass each event through at once).
 * The stream lives only as long as the session that opened it (`sessionId`, from `sessionIdOf`): ending the session
 * anywhere closes it, and it re-checks the session periodically in case it expired.
 */
export async function openEventStream(
  db: Database,
  user: Pick<SessionUser, "id" | "profileId">,
  sessionId: string,
  signal: AbortSignal,
): Promise<Response> {
  const encoder = new TextEncoder();
  let cleanup: ((reason?: "ended") => void) | undefined;
  const closed = new Promise<void>((resolve) => {
    if (signal.aborted) resolve();
    signal.addEventListener("abort", () => resolve(), { once: true });
  });

  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const send = (bytes: Uint8Array) => {
        if (!open) return;
        try {
          controller.enqueue(bytes);
        } catch {
          open = false;
        }
      };
      let finished = false;
      const teardown: (() => void)[] = [];
      const endForShutdown = () => {
        send(encoder.encode(`retry: ${1000 + Math.floor(Math.random() * 4000)}\n\n`));
        cleanup?.();
      };
      openStreams.add(endForShutdown);
      teardown.push(() => openStreams.delete(endForShutdown));
      cleanup = (reason) => {
        if (finished) return;
        finished = true;
        if (reason === "ended") send(ENDED_FRAME);
        open = false;
        for (const step of teardown.splice(0).reverse()) step();
        try {
          controller.close();
        } catch {
          // already closed by the reader
        }
      };
      void closed.then(() => cleanup?.());
      // What is set up while the stream may already be closed (the reader left, the session ended) is undone at once.
      const add = (step: () => void) => (finished ? step() : teardown.push(step));
      const sessionLive = async () => (await liveSessionIds(db, [sessionId])).has(sessionId);
      try {
        // Listening first, then "ready": an event committed after the client saw `ready` cannot be missed.
        add(await subscribeLive(user.profileId, (_event, frame) => send(frame)));
        // Tied to the session before it is checked: a logout from now on closes it, one before is seen by the check.
        add(trackSessionStream(db, { userId: user.id, sessionId, close: () => cleanup?.("ended") }));
        if (!finished && !(await sessionLive())) return cleanup("ended");
        if (finished) return;
        const closePresence = await openPresence(db, user.id, sessionId);
        // Tracked, so a shutdown closes the database only after the presence is written.
        add(() => runInBackground(closePresence().catch((error: unknown) => logError("closing live stream failed", error))));
        if (finished) return;
      } catch (error) {
        // A session that ended meanwhile refuses the presence row: no fault. Anything else is, and the browser retries.
        if (!(await sessionLive().catch(() => true))) return cleanup("ended");
        logError("opening live stream failed", error);
        return cleanup();
      }
      send(encoder.encode(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`));
      add(startKeepalive(() => send(KEEPALIVE_FRAME)));
    },
    cancel() {
      cleanup?.();
    },
  });

  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "private, no-store, no-transform",
      // nginx: pass events through instead of buffering the response.
      "X-Accel-Buffering": "no",
      Connection: "keep-alive",
    },
  });
}
