import { describe, expect, it } from "vitest";
import { TRACKING_STORAGE_KEY } from "#app/tracking/browser.ts";
import { isSignupAllowed, readTrafficSource } from "./traffic-source.ts";

const NOW = Date.parse("2026-11-23T10:00:00Z");
const storage = (value: unknown) => ({
  getItem: (key: string) => (key === TRACKING_STORAGE_KEY ? JSON.stringify(value) : null),
  removeItem: () => {},
});
const fresh = { at: "2026-11-20T10:00:00Z", expires: "2026-12-20T10:00:00Z" };

describe("sign-up permission (docs/product/signup.md#who-may-sign-up)", () => {
  it("is open for all, or with a traffic source on with_trafficsource sites, else invite-only", () => {
    expect(isSignupAllowed("all", null)).toBe(true);
    expect(isSignupAllowed("with_trafficsource", null)).toBe(false);
    expect(isSignupAllowed("with_trafficsource", "partner")).toBe(true);
    expect(isSignupAllowed("none", "partner")).toBe(false);
  });

  it("finds the traffic source in the URL or the stored tracking record, in the order of docs/product/constants.md#tracking", () => {
    expect(readTrafficSource("?network=abc")).toBe("abc");
    expect(readTrafficSource("?ref=xyz")).toBe("xyz");
    expect(readTrafficSource("?sub1=a&cpc=0.5")).toBe("a");
    expect(readTrafficSource("", storage({ ...fresh, network: "stored", ref: "r" }), NOW)).toBe("stored");
    expect(readTrafficSource("", storage({ ...fresh, sub1: "x" }), NOW)).toBe("x");
    expect(readTrafficSource("", { getItem: () => "{not json", removeItem: () => {} }, NOW)).toBeNull();
    expect(readTrafficSource("")).toBeNull();
  });

  it("ignores a stored record older than 30 days", () => {
    expect(readTrafficSource("", storage({ at: "2026-10-01T10:00:00Z", expires: "2026-10-31T10:00:00Z", network: "old" }), NOW)).toBeNull();
  });
});
