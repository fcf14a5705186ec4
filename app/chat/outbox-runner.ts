import { apiFetch, ApiRequestError } from "#app/api/client.ts";
import { enqueue, flushOutbox, OUTBOX_KEY, OutboxRefusal, readOutbox, type OutboxEntry, type OutboxResult } from "./outbox.ts";
import type { ChatMessage } from "./types.ts";

/**
 * The outbox in the browser (decision 045): queues what the composer could not send, and sends it when the
 * network returns — on the `online` event, when a page of the member's opens or becomes visible, and every 30 s
 * while something waits and the browser says it is online. Tabs take turns through a Web Lock, so two tabs do
 * not send the same queue at once (the server's client-id check would keep it to one message anyway).
 */

export type SentAnswer = { message: ChatMessage; credits: number };
export type OutboxEventDetail = OutboxResult<SentAnswer>;
/** Dispatched on `window` for every entry a flush sent or gave up on; an open conversation shows it. */
export const OUTBOX_EVENT = "app:chat-outbox";
/** Dispatched on `window` whenever this tab changed the queue (other tabs' changes arrive as `storage` events). */
const CHANGED_EVENT = "app:chat-outbox-changed";
const RETRY_MS = 30_000;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A refusal is final (bad text, no credits, the chat is gone); an ended session, a 408/429 or a 5xx is not. */
function isRefusal(status: number) {
  return status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status);
}

async function send(entry: OutboxEntry): Promise<SentAnswer> {
  try {
    return await apiFetch<SentAnswer>("/api/messages.php", {
      method: "POST",
      body: { conversation: entry.conversation, text: entry.text, client_id: entry.client_id },
    });
  } catch (error) {
    if (error instanceof ApiRequestError && isRefusal(error.status)) throw new OutboxRefusal(error.message);
    throw error;
  }
}

/** Whether a failed send should wait in the outbox: no network (fetch threw), or a temporary server answer. */
export function belongsInOutbox(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.status === 408 || error.status === 429 || error.status >= 500;
  return error instanceof TypeError;
}

/** Queues a message the composer could not send now; false when it cannot wait (storage full or refused). */
export function queueMessage(entry: OutboxEntry): boolean {
  const store = storage();
  const queued = store ? enqueue(store, entry) : false;
  window.dispatchEvent(new Event(CHANGED_EVENT));
  return queued;
}

/** For `useSyncExternalStore`: the queue changed in this tab or another. */
export function subscribeOutbox(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === OUTBOX_KEY || event.key === null) onChange();
  };
  window.addEventListener(CHANGED_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGED_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

let snapshotRaw: string | null = null;
let snapshot: OutboxEntry[] = [];
/** Everything waiting, the same array while the stored queue is unchanged (the store snapshot must be stable). */
export function outboxSnapshot(): OutboxEntry[] {
  const store = storage();
  const raw = store?.getItem(OUTBOX_KEY) ?? null;
  if (raw !== snapshotRaw) {
    snapshotRaw = raw;
    snapshot = store ? readOutbox(store) : [];
  }
  return snapshot;
}

let running: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** Sends what waits, unless a flush is already running in this tab. */
export function flushNow(user: number): Promise<void> {
  const store = storage();
  if (!store || !navigator.onLine) return Promise.resolve();
  running ??= (async () => {
    clearTimeout(retryTimer);
    const flush = () =>
      flushOutbox({
        store,
        user,
        send,
        report: (detail) => {
          window.dispatchEvent(new CustomEvent<OutboxEventDetail>(OUTBOX_EVENT, { detail }));
          window.dispatchEvent(new Event(CHANGED_EVENT));
        },
      });
    const locks = (navigator as Navigator & { locks?: LockManager }).locks;
    const more = locks ? await locks.request("chat-outbox", flush) : await flush();
    if (more) retryTimer = setTimeout(() => void flushNow(user), RETRY_MS);
  })()
    .catch((error: unknown) => console.error("sending the chat outbox failed", error))
    .finally(() => {
      running = null;
    });
  return running;
}

let startedFor: number | null = null;

/** Starts sending the member's outbox from this page (idempotent); the returned function stops it (logout). */
export function startOutbox(user: number): () => void {
  if (startedFor === user) return () => {};
  startedFor = user;
  const flush = () => void flushNow(user);
  const onVisible = () => {
    if (document.visibilityState === "visible") flush();
  };
  window.addEventListener("online", flush);
  document.addEventListener("visibilitychange", onVisible);
  flush();
  return () => {
    startedFor = null;
    clearTimeout(retryTimer);
    window.removeEventListener("online", flush);
    document.removeEventListener("visibilitychange", onVisible);
  };
}
