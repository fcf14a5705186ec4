import { describe, expect, it } from "vitest";
import {
  enqueue,
  flushOutbox,
  OUTBOX_KEY,
  OUTBOX_MAX_AGE_MS,
  OUTBOX_MAX_ENTRIES,
  OutboxRefusal,
  pendingFor,
  readOutbox,
  type OutboxEntry,
  type OutboxResult,
} from "./outbox.ts";

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const NOW = Date.parse("2026-11-23T12:00:00Z");
const entry = (client_id: string, over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  client_id,
  conversation: 7,
  text: `text ${client_id}`,
  created_at: new Date(NOW - 60_000).toISOString(),
  user: 1,
  ...over,
});

describe("chat outbox", () => {
  it("keeps queued messages in order, once per client id, per member and conversation", () => {
    const store = memoryStore();
    expect(enqueue(store, entry("a"))).toBe(true);
    expect(enqueue(store, entry("b", { conversation: 8 }))).toBe(true);
    expect(enqueue(store, entry("c", { user: 2 }))).toBe(true);
    expect(enqueue(store, entry("a"))).toBe(true);
    expect(readOutbox(store).map((e) => e.client_id)).toEqual(["a", "b", "c"]);
    expect(pendingFor(store, 1, 7).map((e) => e.client_id)).toEqual(["a"]);
  });

  it("refuses to queue past its limit instead of dropping anything", () => {
    const store = memoryStore();
    for (let i = 0; i < OUTBOX_MAX_ENTRIES; i++) expect(enqueue(store, entry(`m${i}`))).toBe(true);
    expect(enqueue(store, entry("one-more"))).toBe(false);
    expect(readOutbox(store)).toHaveLength(OUTBOX_MAX_ENTRIES);
  });

  it("ignores damaged storage", () => {
    const store = memoryStore();
    store.setItem(OUTBOX_KEY, "{not json");
    expect(readOutbox(store)).toEqual([]);
    store.setItem(OUTBOX_KEY, JSON.stringify([{ client_id: 1 }, entry("ok")]));
    expect(readOutbox(store).map((e) => e.client_id)).toEqual(["ok"]);
  });

  it("sends the member's messages oldest first with their client ids, and empties the queue", async () => {
    const store = memoryStore();
    enqueue(store, entry("a"));
    enqueue(store, entry("other", { user: 2 }));
    enqueue(store, entry("b"));
    const sent: string[] = [];
    const results: OutboxResult<string>[] = [];
    const more = await flushOutbox({
      store,
      user: 1,
      now: NOW,
      send: async (e) => (sent.push(e.client_id), `stored ${e.client_id}`),
      report: (r) => results.push(r),
    });
    expect(sent).toEqual(["a", "b"]);
    expect(results.map((r) => [r.type, r.entry.client_id, r.type === "sent" ? r.message : null])).toEqual([
      ["sent", "a", "stored a"],
      ["sent", "b", "stored b"],
    ]);
    expect(more).toBe(false);
    // Another member's message stays for them.
    expect(readOutbox(store).map((e) => e.client_id)).toEqual(["other"]);
  });

  it("stops at a temporary failure and keeps that message and the rest for the next flush", async () => {
    const store = memoryStore();
    enqueue(store, entry("a"));
    enqueue(store, entry("b"));
    enqueue(store, entry("c"));
    const results: OutboxResult<string>[] = [];
    const more = await flushOutbox({
      store,
      user: 1,
      now: NOW,
      send: async (e) => {
        if (e.client_id === "b") throw new TypeError("Failed to fetch");
        return e.client_id;
      },
      report: (r) => results.push(r),
    });
    expect(more).toBe(true);
    expect(results.map((r) => r.entry.client_id)).toEqual(["a"]);
    expect(readOutbox(store).map((e) => e.client_id)).toEqual(["b", "c"]);
  });

  it("drops a message the server refuses, reports it failed, and goes on", async () => {
    const store = memoryStore();
    enqueue(store, entry("a"));
    enqueue(store, entry("b"));
    const results: OutboxResult<string>[] = [];
    await flushOutbox({
      store,
      user: 1,
      now: NOW,
      send: async (e) => {
        if (e.client_id === "a") throw new OutboxRefusal("Not enough credits");
        return e.client_id;
      },
      report: (r) => results.push(r),
    });
    expect(results).toEqual([
      { type: "failed", entry: entry("a"), error: "Not enough credits" },
      { type: "sent", entry: entry("b"), message: "b" },
    ]);
    expect(readOutbox(store)).toEqual([]);
  });

  it("does not send a message older than a week", async () => {
    const store = memoryStore();
    enqueue(store, entry("old", { created_at: new Date(NOW - OUTBOX_MAX_AGE_MS - 1).toISOString() }));
    const sent: string[] = [];
    const results: OutboxResult<string>[] = [];
    await flushOutbox({ store, user: 1, now: NOW, send: async (e) => (sent.push(e.client_id), ""), report: (r) => results.push(r) });
    expect(sent).toEqual([]);
    expect(results).toMatchObject([{ type: "failed", entry: { client_id: "old" }, error: null }]);
    expect(readOutbox(store)).toEqual([]);
  });

  it("skips a message another tab sent meanwhile", async () => {
    const store = memoryStore();
    enqueue(store, entry("a"));
    enqueue(store, entry("b"));
    const sent: string[] = [];
    await flushOutbox({
      store,
      user: 1,
      now: NOW,
      send: async (e) => {
        sent.push(e.client_id);
        // The other tab sends "b" while this one sends "a".
        store.setItem(OUTBOX_KEY, JSON.stringify(readOutbox(store).filter((x) => x.client_id !== "b")));
        return e.client_id;
      },
      report: () => {},
    });
    expect(sent).toEqual(["a"]);
  });
});
