import { eq } from "drizzle-orm";
import { RateLimiterDrizzle, type RateLimiterRes } from "rate-limiter-flexible";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "../db/client.server.ts";
import { rateLimits } from "../db/schema.ts";
import { consumeRateLimit, PreparedRateLimiter, RATE_LIMITS, resetRateLimit } from "./rate-limit.server.ts";

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

/**
 * The contract of PreparedRateLimiter with the pinned rate-limiter-flexible (decision 121): it replaces the library's
 * internal `_upsert`, so an upgrade that stops calling it, or changes what it stores, must fail here.
 */
describe("the prepared counter against the library's own", () => {
  const options = (keyPrefix: string, duration: number) => ({
    schema: rateLimits,
    keyPrefix,
    points: 3,
    duration,
    clearExpiredByTimeout: false,
  });
  const answer = (res: RateLimiterRes) => ({ consumed: res.consumedPoints, remaining: res.remainingPoints, first: res.isFirstInDuration });
  /** consume, and the rejection's answer when refused */
  const consume = (limiter: RateLimiterDrizzle, key: string) =>
    limiter.consume(key).then(
      (res) => ({ refused: false, ...answer(res) }),
      (res: RateLimiterRes) => ({ refused: true, ...answer(res) }),
    );

  it("consumes, rewards and refuses through its prepared write, answering as the library does", async () => {
    const db = await getDb();
    const library = new RateLimiterDrizzle({ storeClient: db, ...options("contract-library", 60) });
    const prepared = new PreparedRateLimiter({ storeClient: db, ...options("contract-prepared", 60) });
    const libraryUpsert = vi.spyOn(RateLimiterDrizzle.prototype as unknown as { _upsert: () => unknown }, "_upsert");
    const steps = async (limiter: RateLimiterDrizzle) => [
      await consume(limiter, "k"),
      await consume(limiter, "k"),
      await limiter.reward("k", 1).then(answer),
      await consume(limiter, "k"),
      await consume(limiter, "k"),
      await consume(limiter, "k"),
      await consume(limiter, "other"),
    ];
    const fromLibrary = await steps(library);
    const callsOfLibrary = libraryUpsert.mock.calls.length;
    const fromPrepared = await steps(prepared);
    // The library reaches its store only through `_upsert`, for every consume and reward...
    expect(callsOfLibrary).toBe(7);
    // ...and the prepared limiter never needs the library's form of it.
    expect(libraryUpsert.mock.calls.length).toBe(callsOfLibrary);
    expect(fromPrepared).toEqual(fromLibrary);
    expect(fromPrepared.map((step) => ("refused" in step ? step.refused : false))).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      false,
    ]);
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, "contract-prepared:k"));
    expect(row?.points).toBe(4);
    expect(row!.expire!.getTime() - Date.now()).toBeGreaterThan(55_000);
    libraryUpsert.mockRestore();
  });

  it("starts a key's window again once it has expired, as the library does", async () => {
    const db = await getDb();
    const library = new RateLimiterDrizzle({ storeClient: db, ...options("window-library", 1) });
    const prepared = new PreparedRateLimiter({ storeClient: db, ...options("window-prepared", 1) });
    const run = async (limiter: RateLimiterDrizzle) => {
      await consume(limiter, "k");
      await consume(limiter, "k");
      return consume(limiter, "k");
    };
    const [first, second] = [await run(library), await run(prepared)];
    expect(second).toEqual(first);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const [again, againPrepared] = [await consume(library, "k"), await consume(prepared, "k")];
    expect(againPrepared).toEqual(again);
    expect(againPrepared).toMatchObject({ refused: false, consumed: 1, first: true });
  });
});
