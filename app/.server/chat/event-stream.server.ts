import type { SessionUser } from "../accounts/session.server.ts";
import { runInBackground } from "../db/background-work.server.ts";
import type { Database } from "../db/client.server.ts";
import { logError } from "../logging/log.server.ts";
import { openPresence, subscribeLive } from "./live.server.ts";

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
 */
export async function openEventStream(db: Database, user: Pick<SessionUser, "id" | "profileId">, signal: AbortSignal): Promise<Response> {
  const encoder = new TextEncoder();
  let cleanup: (() => void) | undefined;
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
      // Listening first, then "ready": an event committed after the client saw `ready` cannot be missed.
      const unsubscribe = await subscribeLive(user.profileId, (_event, frame) => send(frame));
      const closePresence = await openPresence(db, user.id);
      send(encoder.encode(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`));
      const stopKeepalive = startKeepalive(() => send(KEEPALIVE_FRAME));
      let finished = false;
      const endForShutdown = () => {
        send(encoder.encode(`retry: ${1000 + Math.floor(Math.random() * 4000)}\n\n`));
        cleanup?.();
      };
      openStreams.add(endForShutdown);
      cleanup = () => {
        if (finished) return;
        finished = true;
        open = false;
        openStreams.delete(endForShutdown);
        stopKeepalive();
        unsubscribe();
        // Tracked, so a shutdown closes the database only after the presence is written.
        runInBackground(closePresence().catch((error: unknown) => logError("closing live stream failed", error)));
        try {
          controller.close();
        } catch {
          // already closed by the reader
        }
      };
      void closed.then(() => cleanup?.());
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
