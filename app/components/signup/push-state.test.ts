import { afterEach, describe, expect, it, vi } from "vitest";
import { storedSubscription, subscribeToPush, unsubscribeFromPush } from "./push-state.ts";

const subscription = { endpoint: "https://push.example/abc", expirationTime: null, keys: { p256dh: "p", auth: "a" } };

describe("a push subscription the browser already has (docs/product/pwa.md#push)", () => {
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

describe("subscribing (push goes through /sw.js)", () => {
  afterEach(() => void vi.unstubAllGlobals());

  it("registers the worker first when the page has not yet, and subscribes through the ready registration", async () => {
    const register = vi.fn(async () => ({}));
    const subscribe = vi.fn(async () => ({ toJSON: () => subscription }));
    vi.stubGlobal("Notification", { requestPermission: async () => "granted", permission: "granted" });
    vi.stubGlobal("navigator", {
      serviceWorker: { getRegistration: async () => undefined, register, ready: Promise.resolve({ pushManager: { subscribe } }) },
    });
    const { state, subscription: result } = await subscribeToPush(
      "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U",
    );
    expect(register).toHaveBeenCalledWith("/sw.js", { scope: "/", updateViaCache: "none" });
    expect(subscribe).toHaveBeenCalledOnce();
    expect(result).toEqual(subscription);
    expect(state).toEqual({ isCapable: true, isSubscribed: JSON.stringify(subscription) });
  });
});

describe("logging out ends this browser's subscription", () => {
  afterEach(() => void vi.unstubAllGlobals());

  it("unsubscribes the worker's push subscription, so the next member here gets none of the last one's notifications", async () => {
    const unsubscribe = vi.fn(async () => true);
    vi.stubGlobal("window", { PushManager: {}, Notification: {} });
    vi.stubGlobal("navigator", {
      serviceWorker: { getRegistration: async () => ({ pushManager: { getSubscription: async () => ({ unsubscribe }) } }) },
    });
    await unsubscribeFromPush();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it("does nothing without a worker or a subscription", async () => {
    vi.stubGlobal("window", { PushManager: {}, Notification: {} });
    vi.stubGlobal("navigator", { serviceWorker: { getRegistration: async () => undefined } });
    await expect(unsubscribeFromPush()).resolves.toBeUndefined();
  });
});
