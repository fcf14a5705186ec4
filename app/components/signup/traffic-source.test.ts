import { describe, expect, it } from "vitest";
import { isSignupAllowed, readTrafficSource, TRACKING_STORAGE_KEY } from "./traffic-source.ts";

const storage = (value: unknown) => ({ getItem: (key: string) => (key === TRACKING_STORAGE_KEY ? JSON.stringify(value) : null) });

describe("sign-up permission (spec section 6)", () => {
  it("is open for all, or with a traffic source on with_trafficsource sites, else invite-only", () => {
    expect(isSignupAllowed("all", null)).toBe(true);
    expect(isSignupAllowed("with_trafficsource", null)).toBe(false);
    expect(isSignupAllowed("with_trafficsource", "partner")).toBe(true);
    expect(isSignupAllowed("none", "partner")).toBe(false);
  });

  it("finds the traffic source in the URL or the stored tracking record", () => {
    expect(readTrafficSource("?network=abc")).toBe("abc");
    expect(readTrafficSource("?ref=xyz")).toBe("xyz");
    expect(readTrafficSource("", storage({ network: "stored", ref: "r" }))).toBe("stored");
    expect(readTrafficSource("", storage({ sub1: "x" }))).toBeNull();
    expect(readTrafficSource("", { getItem: () => "{not json" })).toBeNull();
    expect(readTrafficSource("")).toBeNull();
  });
});
