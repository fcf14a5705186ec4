import { describe, expect, it } from "vitest";
import { consumeRateLimit, RATE_LIMITS, resetRateLimit } from "./rate-limit.server.ts";

describe("rate limits (database-backed)", () => {
  it("allows the configured points per key, then refuses with a wait time", async () => {
    const { points, duration } = RATE_LIMITS.passwordReset;
    for (let i = 0; i < points; i++) expect(await consumeRateLimit("passwordReset", "10.0.0.1")).toEqual({ allowed: true });
    const refused = await consumeRateLimit("passwordReset", "10.0.0.1");
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(duration);
    }
    // Another key is counted on its own.
    expect(await consumeRateLimit("passwordReset", "10.0.0.2")).toEqual({ allowed: true });
  });

  it("refuses when any of several keys (IP and account) is over its limit, and can be reset", async () => {
    for (let i = 0; i < RATE_LIMITS.login.points; i++) await consumeRateLimit("login", `ip-${i}`, "victim@example.com");
    expect((await consumeRateLimit("login", "fresh-ip", "victim@example.com")).allowed).toBe(false);
    await resetRateLimit("login", "victim@example.com");
    expect((await consumeRateLimit("login", "another-ip", "VICTIM@example.com")).allowed).toBe(true);
  });
});
