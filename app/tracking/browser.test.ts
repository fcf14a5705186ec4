import { describe, expect, it, vi } from "vitest";
import {
  keepTrackingKeys,
  PAGE_HIDDEN_URL,
  readStoredTracking,
  sendBeaconWhenHidden,
  TRACKING_STORAGE_KEY,
  withoutTrackingKeys,
} from "./browser.ts";

function fakeWindow(href: string) {
  const url = new URL(href);
  const store = new Map<string, string>();
  const replaced: Array<{ state: unknown; url: string }> = [];
  return {
    store,
    replaced,
    win: {
      location: { href: url.href, search: url.search },
      history: {
        state: { usr: null, key: "k1", idx: 0 },
        replaceState: (state: unknown, _: string, to: string) => void replaced.push({ state, url: to }),
      },
      localStorage: { setItem: (key: string, value: string) => void store.set(key, value) },
    },
  };
}

describe("tracking keys in the browser (docs/product/constants.md#tracking)", () => {
  it("keeps the keys 30 days in local storage and takes them out of the URL, keeping other parameters, the hash and the router state", () => {
    const { win, store, replaced } = fakeWindow("http://classic.localhost/landers/video/spring?network=n1&sub1=a&cpc=0.5&page=2#top");
    const now = Date.parse("2026-11-23T10:00:00Z");
    const record = keepTrackingKeys(win, now);
    expect(record).toMatchObject({ network: "n1", sub1: "a", cpc: "0.5" });
    const stored = JSON.parse(store.get(TRACKING_STORAGE_KEY)!);
    expect(stored).toMatchObject({ network: "n1", sub1: "a", cpc: "0.5", at: "2026-11-23T10:00:00.000Z" });
    expect(Date.parse(stored.expires) - now).toBe(2_592_000 * 1000);
    expect(replaced).toEqual([{ state: { usr: null, key: "k1", idx: 0 }, url: "/landers/video/spring?page=2#top" }]);
  });

  it("keeps values as the server does: no control characters, capped without half a character", () => {
    const long = encodeURIComponent(`${"a".repeat(199)}\u{1F600}`);
    const { win } = fakeWindow(`http://classic.localhost/?network=${long}&sub1=a%00b&ref=%20%20`);
    expect(keepTrackingKeys(win, Date.now())).toEqual(expect.objectContaining({ network: "a".repeat(199), sub1: "ab" }));
    expect(keepTrackingKeys(win, Date.now())).not.toHaveProperty("ref");
  });

  it("leaves a URL without keys and the stored record alone", () => {
    const { win, store, replaced } = fakeWindow("http://classic.localhost/?page=2&network=");
    expect(keepTrackingKeys(win)).toBeNull();
    expect(store.size).toBe(0);
    expect(replaced).toEqual([]);
  });

  it("removes every key of docs/product/constants.md", () => {
    const all = "network=1&ref=2&sub=3&sub1=4&sub2=5&sub3=6&aff_sub=7&aff_sub1=8&aff_sub2=9&aff_sub3=10&cpc=11&q=x";
    expect(withoutTrackingKeys(`http://h/p?${all}`)).toBe("/p?q=x");
  });

  it("drops an expired stored record", () => {
    const removeItem = vi.fn();
    const getItem = () => JSON.stringify({ network: "n", at: "2026-01-01T00:00:00Z", expires: "2026-01-31T00:00:00Z" });
    expect(readStoredTracking({ getItem, removeItem }, Date.parse("2026-02-01T00:00:00Z"))).toBeNull();
    expect(removeItem).toHaveBeenCalledWith(TRACKING_STORAGE_KEY);
    expect(readStoredTracking({ getItem, removeItem }, Date.parse("2026-01-30T00:00:00Z"))).toMatchObject({ network: "n" });
  });
});

describe("page-hidden beacon (docs/product/landers-and-tracking.md#page-hidden-beacon and docs/product/api.md#page-hidden)", () => {
  it("posts an empty JSON body when the page becomes hidden, not when it becomes visible", async () => {
    const listeners: Array<() => void> = [];
    const doc = {
      visibilityState: "visible",
      addEventListener: (_: string, fn: () => void) => listeners.push(fn),
      removeEventListener: () => {},
    };
    const sendBeacon = vi.fn(() => true);
    sendBeaconWhenHidden(doc as unknown as Document, { sendBeacon } as unknown as Navigator);
    listeners.forEach((fn) => fn());
    expect(sendBeacon).not.toHaveBeenCalled();
    doc.visibilityState = "hidden";
    listeners.forEach((fn) => fn());
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe(PAGE_HIDDEN_URL);
    expect(body.type).toBe("application/json");
    expect(await body.text()).toBe("{}");
  });
});
