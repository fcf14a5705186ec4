/**
 * The chat outbox (decision 045): a message written without network waits here and is sent when
 * the network returns. Each entry keeps the client id the composer gave it; the server stores one message per
 * sender and client id (decision 032), so a send that is repeated — the answer was lost, two tabs flushed at
 * once — is stored and charged once.
 *
 * The queue lives in localStorage: it survives a reload, a closed tab and the worker's offline pages, holds only
 * short texts (at most 1,000 characters each), and every tab of the site sees the same queue.
 */

export type OutboxEntry = {
  client_id: string;
  conversation: number;
  text: string;
  created_at: string;
  /** The member who wrote it: another member logging in on this browser never sends it. */
  user: number;
};

/** What a flush reports per entry, so an open conversation can show it. */
export type OutboxResult<Message> =
  { type: "sent"; entry: OutboxEntry; message: Message } | { type: "failed"; entry: OutboxEntry; error: string | null };

/** A send that failed for good (the server refused it); anything else thrown is temporary and retried later. */
export class OutboxRefusal extends Error {
  override name = "OutboxRefusal";
}

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const OUTBOX_KEY = "chat-outbox";
/** An entry older than this is not sent any more: a message a week late would surprise both sides. */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 3600 * 1000;
/** At most this many entries wait; the composer refuses to queue more (nothing is dropped silently). */
export const OUTBOX_MAX_ENTRIES = 50;

function isEntry(value: unknown): value is OutboxEntry {
  const entry = value as Partial<OutboxEntry> | null;
  return (
    typeof entry?.client_id === "string" &&
    typeof entry.conversation === "number" &&
    typeof entry.text === "string" &&
    typeof entry.created_at === "string" &&
    typeof entry.user === "number"
  );
}

export function readOutbox(store: Store): OutboxEntry[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(OUTBOX_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function writeOutbox(store: Store, entries: OutboxEntry[]) {
  if (entries.length) store.setItem(OUTBOX_KEY, JSON.stringify(entries));
  else store.removeItem(OUTBOX_KEY);
}

/** Queues a message; false when the queue is full or storage refuses it (the composer then shows it as not sent). */
export function enqueue(store: Store, entry: OutboxEntry): boolean {
  try {
    const entries = readOutbox(store);
    if (entries.some((existing) => existing.client_id === entry.client_id)) return true;
    if (entries.length >= OUTBOX_MAX_ENTRIES) return false;
    writeOutbox(store, [...entries, entry]);
    return true;
  } catch {
    return false;
  }
}

function removeEntry(store: Store, clientId: string) {
  writeOutbox(
    store,
    readOutbox(store).filter((entry) => entry.client_id !== clientId),
  );
}

/** The member's waiting messages of one conversation, oldest first. */
export function pendingFor(store: Store, user: number, conversation: number): OutboxEntry[] {
  return readOutbox(store).filter((entry) => entry.user === user && entry.conversation === conversation);
}

/**
 * Sends the member's waiting messages, oldest first, one at a time (so they arrive in the order written). A sent
 * entry leaves the queue; one the server refuses leaves it as failed; a temporary failure (no network, a 5xx, too
 * many requests) stops the flush and keeps it and the rest for the next one. Entries past their age leave as failed.
 * Returns whether the queue still holds messages of this member.
 */
export async function flushOutbox<Message>({
  store,
  user,
  send,
  report,
  now = Date.now(),
}: {
  store: Store;
  user: number;
  send: (entry: OutboxEntry) => Promise<Message>;
  report: (result: OutboxResult<Message>) => void;
  now?: number;
}): Promise<boolean> {
  for (const entry of readOutbox(store).filter((candidate) => candidate.user === user)) {
    // Another tab may have sent it meanwhile.
    if (!readOutbox(store).some((current) => current.client_id === entry.client_id)) continue;
    if (now - Date.parse(entry.created_at) > OUTBOX_MAX_AGE_MS) {
      removeEntry(store, entry.client_id);
      report({ type: "failed", entry, error: null });
      continue;
    }
    let message: Message;
    try {
      message = await send(entry);
    } catch (error) {
      if (!(error instanceof OutboxRefusal)) return true;
      removeEntry(store, entry.client_id);
      report({ type: "failed", entry, error: error.message || null });
      continue;
    }
    removeEntry(store, entry.client_id);
    report({ type: "sent", entry, message });
  }
  return readOutbox(store).some((entry) => entry.user === user);
}
