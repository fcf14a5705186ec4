// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { startLive } from "./live-connection.ts";
import { badgeCount, liveStore, pollIntervalMs } from "./live-store.ts";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
}

/** docs/product/screens-and-access.md#session and docs/product/constants.md#chat-and-live-events: chats and likes are polled 1 s after login, then every 60 s (300 s with push), until logout. */
describe("chats and likes polling", () => {
  it("starts 1 s after login, repeats at the interval, sets the badge, and stops on logout", async () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: URL) => {
        calls.push(url.pathname);
        return url.pathname === "/api/chats.php"
          ? json({ chats: [{ conversation: { id: 1 }, num_unread_messages: 2 }] })
          : json({
              liked_by: [
                { id: 3, like_new: true },
                { id: 4, like_new: false },
              ],
            });
      }),
    );
    const setAppBadge = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, setAppBadge, clearAppBadge: vi.fn(async () => {}) });

    const stop = startLive({ pushSubscribed: false, forbidden: () => {} });
    await vi.advanceTimersByTimeAsync(900);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(calls.sort()).toEqual(["/api/chats.php", "/api/likes.php"]);
    expect(liveStore.getSnapshot()).toMatchObject({ unreadMessages: 2, newLikes: 1 });
    expect(setAppBadge).toHaveBeenLastCalledWith(3);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(4);
    stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(calls).toHaveLength(4);
    expect(liveStore.getSnapshot().chats).toBeNull();
  });

  it("polls every 300 s with a push subscription; a 403 reloads the user", async () => {
    expect(pollIntervalMs(true)).toBe(300_000);
    expect(pollIntervalMs(false)).toBe(60_000);
    expect(badgeCount([{ num_unread_messages: 1 }, { num_unread_messages: 4 }], 2)).toBe(7);
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: "not_logged_in", message: "" } }), {
            status: 403,
            headers: { "Content-Type": "application/json" },
          }),
      ),
    );
    const forbidden = vi.fn();
    const stop = startLive({ pushSubscribed: true, forbidden });
    await vi.advanceTimersByTimeAsync(1_100);
    expect(forbidden).toHaveBeenCalled();
    const count = vi.mocked(fetch).mock.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(vi.mocked(fetch).mock.calls.length).toBe(count);
    await vi.advanceTimersByTimeAsync(240_000);
    expect(vi.mocked(fetch).mock.calls.length).toBeGreaterThan(count);
    stop();
  });
});

describe("the first poll after the stream opens", () => {
  it("fetches the lists as soon as the stream says `ready`, so what was sent before it subscribed is not missed", async () => {
    vi.useFakeTimers();
    const sources: EventTarget[] = [];
    class FakeEventSource extends EventTarget {
      constructor(readonly url: string) {
        super();
        sources.push(this);
      }
      close() {}
    }
    vi.stubGlobal("EventSource", FakeEventSource);
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: URL) => {
        calls.push(url.pathname);
        return json({ chats: [], liked_by: [] });
      }),
    );
    const stop = startLive({ pushSubscribed: false, forbidden: () => {} });
    await vi.advanceTimersByTimeAsync(300);
    expect(calls).toEqual([]);
    sources[0]!.dispatchEvent(new Event("ready"));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.sort()).toEqual(["/api/chats.php", "/api/likes.php"]);
    // The 1 s fallback does not poll a second time; the next poll is the interval's.
    await vi.advanceTimersByTimeAsync(59_000);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(4);
    stop();
  });
});

describe("a stream the server ends with the session", () => {
  it("reloads the user at once when the stream says `ended`, and does not reconnect", () => {
    const sources: FakeEventSource[] = [];
    class FakeEventSource extends EventTarget {
      closed = false;
      constructor(readonly url: string) {
        super();
        sources.push(this);
      }
      close() {
        this.closed = true;
      }
    }
    vi.stubGlobal("EventSource", FakeEventSource);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ chats: [], liked_by: [] })),
    );
    const forbidden = vi.fn();
    const stop = startLive({ pushSubscribed: false, forbidden });
    expect(sources.map((s) => s.url)).toEqual(["/api/events.php"]);
    sources[0]!.dispatchEvent(new Event("ended"));
    expect(forbidden).toHaveBeenCalledOnce();
    expect(sources[0]!.closed).toBe(true);
    stop();
  });
});
