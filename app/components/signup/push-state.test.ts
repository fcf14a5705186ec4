import { describe, expect, it } from "vitest";
import { storedSubscription } from "./push-state.ts";

const subscription = { endpoint: "https://push.example/abc", expirationTime: null, keys: { p256dh: "p", auth: "a" } };

describe("a push subscription the browser already has (spec sections 4 and 6)", () => {
  it("is attached to the new account when one exists", () => {
    expect(storedSubscription({ isCapable: true, isSubscribed: JSON.stringify(subscription) })).toEqual(subscription);
  });

  it("is not registered when push is denied, off, unknown or unreadable", () => {
    expect(storedSubscription({ isCapable: true, isSubscribed: "denied" })).toBeNull();
    expect(storedSubscription({ isCapable: true, isSubscribed: false })).toBeNull();
    expect(storedSubscription({ isCapable: true, isSubscribed: null })).toBeNull();
    expect(storedSubscription({ isCapable: true, isSubscribed: "{not json" })).toBeNull();
    expect(storedSubscription(null)).toBeNull();
  });
});
