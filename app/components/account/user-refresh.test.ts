import { describe, expect, it } from "vitest";
import type { PublicUser } from "#app/user.ts";
import {
  isPushSubscribed,
  refreshOutcome,
  USER_REFRESH_MS,
  USER_REFRESH_PUSH_SUBSCRIBED_MS,
  userRefreshIntervalMs,
} from "./user-refresh.ts";

const user = {
  id: 1,
  loggedIn: true,
  email: "a@example.com",
  name: "A",
  status: "not_confirmed",
  confirmed: false,
  credits: 0,
  profile: { id: 2, name: "A" },
} as unknown as PublicUser;

describe("user refresh interval (docs/product/constants.md#chat-and-live-events)", () => {
  it("is 60 s, and 300 s when push is subscribed", () => {
    expect(USER_REFRESH_MS).toBe(60_000);
    expect(USER_REFRESH_PUSH_SUBSCRIBED_MS).toBe(300_000);
    expect(userRefreshIntervalMs({ pushSubscribed: false })).toBe(60_000);
    expect(userRefreshIntervalMs({ pushSubscribed: true })).toBe(300_000);
  });

  it("counts push as subscribed only with a real subscription", () => {
    expect(isPushSubscribed('{"endpoint":"https://push.example/1"}')).toBe(true);
    expect(isPushSubscribed("denied")).toBe(false);
    expect(isPushSubscribed(false)).toBe(false);
    expect(isPushSubscribed(null)).toBe(false);
  });
});

describe("refresh outcome (docs/product/screens-and-access.md#session)", () => {
  it("logs out on a 403 only", () => {
    expect(refreshOutcome(user, { kind: "status", status: 403 })).toBe("logged-out");
    expect(refreshOutcome(user, { kind: "status", status: 500 })).toBe("unchanged");
    expect(refreshOutcome(user, { kind: "status", status: 429 })).toBe("unchanged");
    expect(refreshOutcome(user, { kind: "network-error" })).toBe("unchanged");
  });

  it("re-reads the page when the user changed", () => {
    expect(refreshOutcome(user, { kind: "user", user: structuredClone(user) })).toBe("unchanged");
    expect(refreshOutcome(user, { kind: "user", user: { ...user, status: "active", confirmed: true } })).toBe("changed");
    expect(refreshOutcome(user, { kind: "user", user: { ...user, credits: 5 } })).toBe("changed");
    expect(refreshOutcome(null, { kind: "user", user })).toBe("changed");
  });
});

describe("activation reminder placement", async () => {
  const { isReminderQuietOn } = await import("./activation-reminder.tsx");
  it("stays out of the sign-up flow and the activation result, and shows elsewhere", () => {
    for (const path of ["/signup", "/complete-signup", "/signup-matches", "/activate/done", "/activate/error"])
      expect(isReminderQuietOn(path)).toBe(true);
    for (const path of ["/", "/profile", "/members", "/signup-later", "/activate"]) expect(isReminderQuietOn(path)).toBe(false);
  });
});
