import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { getDb, type Database } from "#app/.server/db/client.server.ts";
import * as schema from "#app/.server/db/schema.ts";
import { creditEntries } from "#app/.server/db/schema.ts";
import { createMember } from "#tests/support/factories.ts";
import { balanceOf, creditCredits, debitCredits, InsufficientCreditsError, reverseCredits } from "./ledger.server.ts";

async function sumOfEntries(db: Database, userId: number) {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${creditEntries.amount}), 0)::integer`.mapWith(Number) })
    .from(creditEntries)
    .where(eq(creditEntries.userId, userId));
  return row!.sum;
}

/** One message debit in its own transaction, as the chat's insert will run it. */
async function spend(db: Database, userId: number, amount: number, reference: string) {
  try {
    await db.transaction((tx) => debitCredits(tx, { userId, amount, kind: "message", reference }));
    return "spent" as const;
  } catch (error) {
    if (error instanceof InsufficientCreditsError) return "refused" as const;
    throw error;
  }
}

describe("credit ledger", () => {
  it("a balance is the sum of entries; a purchase is credited once per key", async () => {
    const db = await getDb();
    const { user } = await createMember();
    expect(await balanceOf(db, user.id)).toBe(0);
    expect(
      await creditCredits(db, { userId: user.id, amount: 100, kind: "purchase", reference: "order:1", idempotencyKey: "t:1" }),
    ).toEqual({
      applied: true,
    });
    expect(
      await creditCredits(db, { userId: user.id, amount: 100, kind: "purchase", reference: "order:1", idempotencyKey: "t:1" }),
    ).toEqual({
      applied: false,
    });
    expect(await balanceOf(db, user.id)).toBe(100);
  });

  it("a debit below the balance throws InsufficientCreditsError and books nothing", async () => {
    const db = await getDb();
    const { user } = await createMember();
    await creditCredits(db, { userId: user.id, amount: 3, kind: "bonus", reference: "test", idempotencyKey: `b:${user.id}` });
    await expect(
      db.transaction((tx) => debitCredits(tx, { userId: user.id, amount: 4, kind: "message", reference: "m:1" })),
    ).rejects.toBeInstanceOf(InsufficientCreditsError);
    expect(await balanceOf(db, user.id)).toBe(3);
    await db.transaction((tx) => debitCredits(tx, { userId: user.id, amount: 3, kind: "message", reference: "m:2" }));
    expect(await balanceOf(db, user.id)).toBe(0);
  });

  it("a debit answers the balance left, and a repeated idempotent debit the balance as it stands", async () => {
    const db = await getDb();
    const { user } = await createMember();
    await creditCredits(db, { userId: user.id, amount: 10, kind: "bonus", reference: "test", idempotencyKey: `b:${user.id}` });
    const debit = (amount: number, idempotencyKey?: string) =>
      db.transaction((tx) => debitCredits(tx, { userId: user.id, amount, kind: "message", reference: "m", idempotencyKey }));
    expect(await debit(3)).toBe(7);
    expect(await debit(2, "k:1")).toBe(5);
    expect(await debit(2, "k:1")).toBe(5);
    expect(await debit(5)).toBe(0);
    expect(await balanceOf(db, user.id)).toBe(0);
  });

  it("a debit rolls back with the caller's transaction", async () => {
    const db = await getDb();
    const { user } = await createMember();
    await creditCredits(db, { userId: user.id, amount: 5, kind: "bonus", reference: "test", idempotencyKey: `b:${user.id}` });
    await expect(
      db.transaction(async (tx) => {
        await debitCredits(tx, { userId: user.id, amount: 2, kind: "message", reference: "m:1" });
        throw new Error("the message insert failed");
      }),
    ).rejects.toThrow("the message insert failed");
    expect(await balanceOf(db, user.id)).toBe(5);
  });

  it("refuses amounts that are not positive whole numbers", async () => {
    const db = await getDb();
    const { user } = await createMember();
    for (const amount of [0, -1, 1.5, Number.NaN]) {
      await expect(
        db.transaction((tx) => debitCredits(tx, { userId: user.id, amount, kind: "message", reference: "x" })),
      ).rejects.toBeInstanceOf(RangeError);
    }
  });

  it("a refund after spending takes what is left and records the shortfall, once", async () => {
    const db = await getDb();
    const { user } = await createMember();
    await creditCredits(db, { userId: user.id, amount: 100, kind: "purchase", reference: "order:7", idempotencyKey: `p:${user.id}` });
    for (let i = 0; i < 30; i++) await spend(db, user.id, 2, `m:${i}`);
    expect(await balanceOf(db, user.id)).toBe(40);
    const first = await reverseCredits(db, {
      userId: user.id,
      amount: 100,
      kind: "refund",
      reference: "order:7",
      idempotencyKey: `r:${user.id}`,
    });
    expect(first).toEqual({ applied: true, reversed: 40, shortfall: 60 });
    const again = await reverseCredits(db, {
      userId: user.id,
      amount: 100,
      kind: "refund",
      reference: "order:7",
      idempotencyKey: `r:${user.id}`,
    });
    expect(again).toEqual({ applied: false, reversed: 40, shortfall: 60 });
    expect(await balanceOf(db, user.id)).toBe(0);
  });

  it("entries cannot be changed or deleted", async () => {
    const db = await getDb();
    const { user } = await createMember();
    await creditCredits(db, { userId: user.id, amount: 10, kind: "bonus", reference: "test", idempotencyKey: `b:${user.id}` });
    await expect(db.update(creditEntries).set({ amount: 1000 }).where(eq(creditEntries.userId, user.id))).rejects.toThrow();
    await expect(db.delete(creditEntries).where(eq(creditEntries.userId, user.id))).rejects.toThrow();
    expect(await balanceOf(db, user.id)).toBe(10);
  });

  it("parallel debits and purchases: balance = sum of entries, never negative, exactly what the balance allows", async () => {
    const db = await getDb();
    const { user } = await createMember();
    await creditCredits(db, { userId: user.id, amount: 10, kind: "purchase", reference: "order:a", idempotencyKey: `pa:${user.id}` });
    // 40 debits of 1 against 10 credits, while two purchases of 5 (one notified 5 times) arrive in between.
    const debits = Array.from({ length: 40 }, (_, i) => spend(db, user.id, 1, `m:${i}`));
    const purchases = [
      ...Array.from({ length: 5 }, () =>
        creditCredits(db, { userId: user.id, amount: 5, kind: "purchase", reference: "order:b", idempotencyKey: `pb:${user.id}` }),
      ),
      creditCredits(db, { userId: user.id, amount: 5, kind: "purchase", reference: "order:c", idempotencyKey: `pc:${user.id}` }),
    ];
    const [outcomes, credited] = await Promise.all([Promise.all(debits), Promise.all(purchases)]);
    expect(credited.filter((c) => c.applied)).toHaveLength(2);
    const spent = outcomes.filter((o) => o === "spent").length;
    // Never more than was ever in the account (10 + 5 + 5), and the balance is what is left of it.
    expect(spent).toBeLessThanOrEqual(20);
    const balance = await balanceOf(db, user.id);
    expect(balance).toBe(20 - spent);
    expect(balance).toBe(await sumOfEntries(db, user.id));
    expect(balance).toBeGreaterThanOrEqual(0);
  });
});

/**
 * Two independent connection pools on one PostgreSQL server, as two app processes would have: the member row lock
 * must serialise debits across them. PostgreSQL only (PGlite is one process); CI's second pass runs it.
 */
describe.skipIf(!process.env.TEST_POSTGRES_URL)("credit ledger across processes (PostgreSQL)", () => {
  it("two pools debiting one member never overspend", async () => {
    const db = await getDb();
    const { user } = await createMember();
    await creditCredits(db, { userId: user.id, amount: 25, kind: "purchase", reference: "order:x", idempotencyKey: `px:${user.id}` });
    const clients = [
      postgres(process.env.DATABASE_URL!, { max: 8, onnotice: () => {} }),
      postgres(process.env.DATABASE_URL!, { max: 8, onnotice: () => {} }),
    ];
    try {
      const pools = clients.map((client) => drizzle(client, { schema }) as unknown as Database);
      const outcomes = await Promise.all(Array.from({ length: 60 }, (_, i) => spend(pools[i % 2]!, user.id, 1, `m:${i}`)));
      expect(outcomes.filter((o) => o === "spent")).toHaveLength(25);
      expect(await balanceOf(db, user.id)).toBe(0);
      expect(await sumOfEntries(db, user.id)).toBe(0);
    } finally {
      await Promise.all(clients.map((client) => client.end({ timeout: 5 })));
    }
  });
});
